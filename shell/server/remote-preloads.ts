import { remoteEntryScript, type RegistryRemote } from '@tp/shared';
import { parseFederationManifest, type FederationManifestFile } from '@tp/shared/stored/federation-manifest';
import type { ReleaseStorage } from '../release/release-storage';
import { createReleasedFileReader } from './release-files';

export interface Preloads {
  readonly scripts: readonly string[];
  readonly styles: readonly string[];
}

interface RemoteFiles extends Preloads {
  /** The remote's string chunks (`locale-<lang>.<hash>.js`). */
  readonly locales: readonly string[];
}

const EMPTY: RemoteFiles = { scripts: [], styles: [], locales: [] };

/** A built stylesheet's name: `<chunk>.<content hash>.css`. */
const STYLESHEET = /^(?:.*\/)?[^/.]+\.([0-9a-f]+)\.css$/;

/**
 * The stylesheets of the exposed modules, their lazy chunks' included: the server renders a route's lazy
 * parts (a form, an article) into the page, which would move when their stylesheet came with their chunk.
 * A stylesheet two chunks carry (same content hash) is linked once.
 */
function stylesOf(exposes: FederationManifestFile['exposes']): string[] {
  const seen = new Set<string>();
  return exposes.flatMap((expose) => [...expose.assets.css.sync, ...(expose.assets.css.async ?? [])]).filter((file) => {
    const content = STYLESHEET.exec(file)?.[1] ?? file;
    if (seen.has(content)) return false;
    seen.add(content);
    return true;
  });
}

/**
 * The files a remote needs before it can mount (its entry, its exposed
 * module's own chunks, its stylesheets and its strings in the page's language), read from its manifest, so the page can fetch them in
 * parallel with the shell instead of one after the other. Each manifest is
 * read once, checked with its schema: a damaged one preloads nothing (the
 * shell still loads the remote, or shows its fallback) and `warn` says why.
 */
export function createRemotePreloads(files: Pick<ReleaseStorage, 'read'>, warn: (message: string) => void = (message) => console.warn(message)) {
  const readReleased = createReleasedFileReader(files);
  const cache = new Map<string, Promise<RemoteFiles>>();
  const read = async (entry: string): Promise<RemoteFiles> => {
    const text = await readReleased(entry);
    if (text === undefined) return EMPTY;
    const read = parseFederationManifest(entry, text);
    if (!read.ok) {
      warn(`${read.problem}; its files are not preloaded`);
      return EMPTY;
    }
    const manifest = read.value;
    const base = entry.slice(0, entry.lastIndexOf('/') + 1);
    const exposed = manifest.exposes.flatMap((expose) => expose.assets.js.sync);
    return {
      scripts: [remoteEntryScript({ entry }), ...exposed.map((file) => base + file)],
      styles: stylesOf(manifest.exposes).map((file) => base + file),
      locales: manifest.exposes.flatMap((expose) => expose.assets.js.async).filter((file) => file.startsWith('locale-')).map((file) => base + file),
    };
  };
  return async (remotes: readonly RegistryRemote[], lang: string): Promise<Preloads> => {
    const all = await Promise.all(
      remotes.map((remote) => {
        let found = cache.get(remote.entry);
        if (!found) {
          found = read(remote.entry);
          cache.set(remote.entry, found);
        }
        return found;
      }),
    );
    const ownLanguage = (file: string) => file.slice(file.lastIndexOf('/') + 1).startsWith(`locale-${lang}.`);
    return {
      scripts: all.flatMap((files) => [...files.scripts, ...files.locales.filter(ownLanguage)]),
      styles: all.flatMap((files) => files.styles),
    };
  };
}
