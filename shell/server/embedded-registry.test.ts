/** @jest-environment node */
import type { Database, Queryable } from '@tp/api/db/database';
import { embeddedRegistry } from './embedded-registry';
import { folderReleaseStorage } from '../release/folder-release-storage';
import { CONTRACT_VERSION } from '@tp/shared';

const remote = (version: string) => ({ name: 'mf_news', version, entry: `/remotes/mf-news/${version}/mf-manifest.json`, contract: CONTRACT_VERSION });

/** The rows of release_live, as a test writes them; every other statement is accepted as done (the import was made before). */
function fakeDatabase(rows: { current: Array<Record<string, unknown>> }): Database {
  const query: Queryable['query'] = async <T>(sql: string) => {
    if (/from release_live order by name/.test(sql)) return rows.current as T[];
    if (/from app_meta/.test(sql)) return [{}] as T[];
    return [] as T[];
  };
  const db: Database = { query, exec: async () => {}, transaction: (work) => work(db), close: async () => {} };
  return db;
}

describe('the site server’s registry in its embedded database', () => {
  it('keeps serving the last good registry when a damaged one is written, and logs what is wrong', async () => {
    const rows = { current: [remote('1.0.0')] as Array<Record<string, unknown>> };
    const warnings: string[] = [];
    const registry = embeddedRegistry(Promise.resolve(fakeDatabase(rows)), '/nonexistent', folderReleaseStorage('/nonexistent'), {
      warn: (_object, message) => warnings.push(message),
    });
    await registry.whenLoaded();
    expect(registry.loaded()).toBe(true);
    expect(await registry.read()).toEqual({ contract: CONTRACT_VERSION, remotes: [remote('1.0.0')] });

    // A release whose row comes back damaged (written by hand, or by a faulty tool).
    rows.current = [{ ...remote('1.1.0'), entry: '' }];
    await registry.store.flip('mf-news', { kind: 'release', entry: remote('1.1.0') });
    expect(await registry.read()).toEqual({ contract: CONTRACT_VERSION, remotes: [remote('1.0.0')] });
    expect(warnings).toEqual([
      'refused the release registry read back: the release registry (table release_live) is damaged: remotes.0.entry: expected /remotes/… or an http(s) URL of an mf-manifest.json; still serving the last good registry',
    ]);

    rows.current = [remote('1.2.0')];
    await registry.store.flip('mf-news', { kind: 'release', entry: remote('1.2.0') });
    expect(await registry.read()).toEqual({ contract: CONTRACT_VERSION, remotes: [remote('1.2.0')] });
  });
});
