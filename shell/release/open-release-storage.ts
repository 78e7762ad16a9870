import { folderReleaseStorage } from './folder-release-storage';
import type { ReleaseStorage } from './release-storage';
import type { S3ReleaseConfig } from './s3-release-storage';

/**
 * REMOTES_DIR by default; the bucket of RELEASES_S3_BUCKET when set (REMOTES_DIR
 * then keeps this machine's copies of the server builds it loaded).
 */
export async function openReleaseStorage(options: { readonly s3: S3ReleaseConfig | null; readonly remotesDir: string }): Promise<ReleaseStorage> {
  if (!options.s3) return folderReleaseStorage(options.remotesDir);
  // Loaded only here: `pnpm start` needs none of the AWS SDK.
  const { s3ReleaseStorage } = await import('./s3-release-storage');
  return s3ReleaseStorage(options.s3, options.remotesDir);
}
