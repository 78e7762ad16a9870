import path from 'node:path';
import { HISTORY_FILE, releaseHistoryFormat, type ReleaseHistory } from '@tp/shared/stored/release-history';
import { parseStored } from '@tp/shared/stored/stored-format';
import { readCheckedFile } from './stored-file';

/** The release history an earlier version kept in REMOTES_DIR (imported once); empty when there is none, refused (StoredCopyError) when damaged. */
export async function readHistory(remotesDir: string): Promise<ReleaseHistory> {
  return (await readCheckedFile(path.join(remotesDir, HISTORY_FILE), (text) => parseStored(releaseHistoryFormat, text))) ?? {};
}
