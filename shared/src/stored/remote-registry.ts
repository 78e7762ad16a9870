import { CONTRACT_VERSION } from '../contracts/version';
import type { RegistryRemote, RemoteRegistry } from '../contracts/registry';
import { checkValue, parseJsonValue, type StoredRead } from './stored-format';
import * as z from '../facades/zod-mini';

/**
 * The remote registry as it is read back: the `registry.json` an earlier
 * release kept in REMOTES_DIR, the rows of `release_live`, and the copy the
 * site server inlines into every page for the shell. Its version is its
 * `contract` field (CONTRACT_VERSION covers the registry format): a registry
 * of another contract is refused where it would be made live (`checkLiveRegistry`),
 * a remote of another contract is refused by the shell (shell/src/registry.ts).
 */

/** A manifest the shell may load: one of this site's released files, or an http(s) URL (a CDN). */
const isEntry = (entry: string) => /^(\/remotes\/|https?:\/\/)/.test(entry) && entry.endsWith('/mf-manifest.json');

const registryRemoteSchema: z.ZodMiniType<RegistryRemote> = z.object({
  name: z.string().check(z.minLength(1)),
  version: z.string().check(z.minLength(1)),
  entry: z.string().check(z.refine(isEntry, 'expected /remotes/… or an http(s) URL of an mf-manifest.json')),
  contract: z.int().check(z.positive()),
});

export const remoteRegistrySchema: z.ZodMiniType<RemoteRegistry> = z.object({
  contract: z.int().check(z.positive()),
  remotes: z.array(registryRemoteSchema).check(
    z.refine((remotes) => new Set(remotes.map((remote) => remote.name)).size === remotes.length, 'a remote is listed twice'),
  ),
});

/** A registry read back (any contract), checked field by field. */
export function checkRegistry(name: string, value: unknown): StoredRead<RemoteRegistry> {
  return checkValue(name, remoteRegistrySchema, value);
}

/** The JSON text of a registry, checked. */
export function parseRegistry(name: string, text: string): StoredRead<RemoteRegistry> {
  return parseJsonValue(name, remoteRegistrySchema, text);
}

/** A registry about to be served or imported: well formed and of this site's contract. */
export function checkLiveRegistry(read: StoredRead<RemoteRegistry>, name: string): StoredRead<RemoteRegistry> {
  if (!read.ok || read.value.contract === CONTRACT_VERSION) return read;
  return { ok: false, problem: `${name} is for contract ${read.value.contract}; this site speaks contract ${CONTRACT_VERSION} and has no upgrade for it` };
}
