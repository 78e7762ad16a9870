import { parseJsonValue, type StoredRead } from './stored-format';
import * as z from '../facades/zod-mini';

/**
 * The fields of a remote's `mf-manifest.json` (written by
 * @module-federation/enhanced) the site reads back: the release check (what it
 * exposes and shares) and the site server (which files to preload), from a
 * build folder, REMOTES_DIR or object storage. The format's version is the
 * federation plugin's; a manifest without these fields (another major of it)
 * is refused naming the file, not guessed at. Other fields are kept as they are.
 */
const files = z.array(z.string());

export const federationManifestSchema = z.looseObject({
  name: z.string().check(z.minLength(1)),
  metaData: z.looseObject({ remoteEntry: z.looseObject({ name: z.string().check(z.minLength(1)), path: z.string() }) }),
  exposes: z.array(
    z.looseObject({
      name: z.string(),
      path: z.optional(z.string()),
      assets: z.looseObject({ js: z.looseObject({ sync: files, async: files }), css: z.looseObject({ sync: files, async: z.optional(files) }) }),
    }),
  ),
  shared: z.array(z.looseObject({ name: z.string(), requiredVersion: z.optional(z.string()), singleton: z.optional(z.boolean()) })),
});

export type FederationManifestFile = z.output<typeof federationManifestSchema>;

export function parseFederationManifest(name: string, text: string): StoredRead<FederationManifestFile> {
  return parseJsonValue(name, federationManifestSchema, text);
}
