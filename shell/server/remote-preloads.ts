import type { RegistryRemote } from '@tp/shared';
import type { ReleaseStorage } from '../release/release-storage';
import { createReleasedFileReader } from './release-files';

interface ManifestAssets {
  readonly metaData: { readonly remoteEntry: { readonly name: string; readonly path: string } };
  readonly exposes: ReadonlyArray<{
    readonly assets: { readonly js: { readonly sync: readonly string[]; readonly async: readonly string[] }; readonly css: { readonly sync: readonly string[] } };
  }>;
}

export interface Preloads {
  readonly scripts: readonly string[];
  readonly styles: readonly string[];
}

interface RemoteFiles extends Preloads {
  /** The remote's string chunks (`locale-<lang>.<hash>.js`). */
  readonly locales: readonly string[];
}

const EMPTY: RemoteFiles = { scripts: [], styles: [], locales: [] };

/**
 * The files a remote needs before it can mount (its entry, its exposed
 * module's own chunks and its strings in the page's language), read from its manifest, so the page can fetch them in
 * parallel with the shell instead of one after the other. Each manifest is
 * read once.
 */
export function createRemotePreloads(files: Pick<ReleaseStorage, 'read'>) {
  const readReleased = createReleasedFileReader(files);
  const cache = new Map<string, Promise<RemoteFiles>>();
  const read = async (entry: string): Promise<RemoteFiles> => {
    const text = await readReleased(entry);
    if (text === undefined) return EMPTY;
    try {
      const manifest = JSON.parse(text) as ManifestAssets;
      const base = entry.slice(0, entry.lastIndexOf('/') + 1);
      const { remoteEntry } = manifest.metaData;
      const exposed = manifest.exposes.flatMap((expose) => expose.assets.js.sync);
      return {
        scripts: [`${base}${remoteEntry.path ? `${remoteEntry.path}/` : ''}${remoteEntry.name}`, ...exposed.map((file) => base + file)],
        styles: manifest.exposes.flatMap((expose) => expose.assets.css.sync).map((file) => base + file),
        locales: manifest.exposes.flatMap((expose) => expose.assets.js.async).filter((file) => file.startsWith('locale-')).map((file) => base + file),
      };
    } catch {
      return EMPTY;
    }
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
