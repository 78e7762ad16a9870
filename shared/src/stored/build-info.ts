import type { BuildInfo } from '../../build/build-info-plugin';
import { parseJsonValue, type StoredRead } from './stored-format';
import * as z from '../facades/zod-mini';

/**
 * A build's `remote-info.json` or `shell-info.json` read back: from a build
 * folder by the release commands, or from a published version (REMOTES_DIR or
 * object storage) on a rollback. Its version is its `contract` field: the
 * release check refuses a build of another contract with its own message.
 */
export const buildInfoSchema: z.ZodMiniType<BuildInfo> = z.object({
  name: z.string().check(z.minLength(1)),
  version: z.string().check(z.minLength(1)),
  contract: z.int().check(z.positive()),
  shared: z.record(z.string(), z.object({ version: z.string(), requiredVersion: z.string() })),
  federationRuntime: z.optional(z.string().check(z.minLength(1))),
});

export function parseBuildInfo(name: string, text: string): StoredRead<BuildInfo> {
  return parseJsonValue(name, buildInfoSchema, text);
}
