import type { Dapp } from '@tp/shared/api/types';
import { isoTime } from '../db/sql';
import { seedDapps } from '../seed/dapps';
import { insertDapps } from '../seed/run';
import { openSeededTestDatabase, type TestDatabase } from '../testing/test-database';
import { dappsByIds, listDapps, type Audience } from './dapps';

let test: TestDatabase;
beforeAll(async () => {
  test = await openSeededTestDatabase();
});
afterAll(() => test.close());

const anyone: Audience = { lang: 'en', os: '', version: null };
const parse = (list: string) => JSON.parse(list) as Dapp[];

describe('DApp cards', () => {
  const columns = `id, url, icon_url, category_ids, networks, tp_connect, hot, audit_urls, tokens, tutorial_url, ${isoTime('created_at')} as create_time`;

  it('answer every stored field, with the text of the asked language', async () => {
    const [stored] = await test.db.query(`select ${columns} from dapps where id = 9`);
    const [text] = await test.db.query(`select title, description as "desc", lang from dapp_texts where dapp_id = 9 and lang = 'ja'`);
    expect(parse(await dappsByIds(test.db, { ...anyone, lang: 'ja' }, [9]))).toEqual([{ ...stored, ...text }]);
  });

  it('fall back to English, then to the first language, and answer a DApp without text', async () => {
    const [template] = seedDapps();
    const text = (title: string) => ({ title, description: `${title} described` });
    const added = await test.db.transaction((tx) =>
      insertDapps(tx, [
        { ...template, title: 'Bilingual', texts: { 'zh-Hans': text('双语'), en: text('Bilingual') } },
        { ...template, title: 'No English', texts: { 'zh-Hans': text('无英文'), ru: text('Без английского') } },
        { ...template, title: 'Untitled', texts: {} },
      ], new Date()),
    );
    const inKorean = parse(await dappsByIds(test.db, { ...anyone, lang: 'ko' }, added));
    expect(inKorean.map(({ title, desc, lang }) => ({ title, desc, lang }))).toEqual([
      { title: 'Bilingual', desc: 'Bilingual described', lang: 'en' },
      { title: 'Без английского', desc: 'Без английского described', lang: 'ru' },
      { title: '', desc: '', lang: 'en' },
    ]);
    expect(parse(await dappsByIds(test.db, { ...anyone, lang: 'zh-Hans' }, added)).map((dapp) => dapp.title)).toEqual(['双语', '无英文', '']);
  });

  it('follow every change of their rows', async () => {
    await test.db.query(`update dapps set hot = 123456, url = 'https://renamed.tp-wallet.example' where id = 11`);
    await test.db.query(`update dapp_texts set title = 'Renamed' where dapp_id = 11 and lang = 'en'`);
    const [top] = parse(await listDapps(test.db, anyone, {}, { start: 0, count: 1 }));
    expect(top).toMatchObject({ id: 11, hot: 123456, url: 'https://renamed.tp-wallet.example', title: 'Renamed' });
  });
});
