import { isoTime } from '../db/sql';
import { seedDapps } from '../seed/dapps';
import { insertDapps } from '../seed/run';
import { dappsByIds, listDapps } from './dapps';
import { ANYONE, parseDapps, seededDatabaseOfFile } from '../testing/seeded-database';

const test = seededDatabaseOfFile();

describe('DApp cards', () => {
  const columns = `id, url, icon_url, category_ids, networks, tp_connect, hot, audit_urls, tokens, tutorial_url, ${isoTime('created_at')} as create_time`;

  it('answer every stored field, with the text of the asked language', async () => {
    const [stored] = await test.db.query(`select ${columns} from dapps where id = 9`);
    const [text] = await test.db.query(`select title, description as "desc", lang from dapp_texts where dapp_id = 9 and lang = 'ja'`);
    expect(parseDapps(await dappsByIds(test.db, { ...ANYONE, lang: 'ja' }, [9]))).toEqual([{ ...stored, ...text }]);
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
    const inKorean = parseDapps(await dappsByIds(test.db, { ...ANYONE, lang: 'ko' }, added));
    expect(inKorean.map(({ title, desc, lang }) => ({ title, desc, lang }))).toEqual([
      { title: 'Bilingual', desc: 'Bilingual described', lang: 'en' },
      { title: 'Без английского', desc: 'Без английского described', lang: 'ru' },
      { title: '', desc: '', lang: 'en' },
    ]);
    expect(parseDapps(await dappsByIds(test.db, { ...ANYONE, lang: 'zh-Hans' }, added)).map((dapp) => dapp.title)).toEqual(['双语', '无英文', '']);
  });

  it('follow every change of their rows', async () => {
    await test.db.query(`update dapps set hot = 123456, url = 'https://renamed.tp-wallet.example' where id = 11`);
    await test.db.query(`update dapp_texts set title = 'Renamed' where dapp_id = 11 and lang = 'en'`);
    const [top] = parseDapps(await listDapps(test.db, ANYONE, {}, { start: 0, count: 1 }));
    expect(top).toMatchObject({ id: 11, hot: 123456, url: 'https://renamed.tp-wallet.example', title: 'Renamed' });
  });
});
