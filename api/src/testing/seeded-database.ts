import type { Dapp } from '@tp/shared/api/types';
import type { Database } from '../db/database';
import type { Audience } from '../store/dapps';
import { openSeededTestDatabase, type TestDatabase } from './test-database';

/** The seeded database of one test file: opened before its tests and closed after them; `db` is there from the first test on. */
export function seededDatabaseOfFile(): { readonly db: Database } {
  let test: TestDatabase | undefined;
  beforeAll(async () => {
    test = await openSeededTestDatabase();
  });
  afterAll(() => test?.close());
  return {
    get db() {
      if (!test) throw new Error('The seeded database opens before the tests: use it inside a test or a hook');
      return test.db;
    },
  };
}

/** A visitor with no app and no known language preference beyond English: the lists as anyone sees them. */
export const ANYONE: Audience = { lang: 'en', os: '', version: null };

/** A list of DApps as the store answers it, in JSON text, read back. */
export const parseDapps = (list: string) => JSON.parse(list) as Dapp[];
