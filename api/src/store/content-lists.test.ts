import type { Database } from '../db/database';
import { CatalogueCache } from './catalogue-cache';
import { contentLists, nextScheduledChange } from './content-lists';
import { openSeededTestDatabase, type TestDatabase } from '../testing/test-database';

let test: TestDatabase;
beforeAll(async () => {
  test = await openSeededTestDatabase();
});
afterAll(() => test.close());

const firstPage = { start: 0, count: 100 };
const lists = (db: Database) => contentLists(new CatalogueCache(db, 1_000_000));

/** The first news item of `lang`, as a reader lists them. */
async function newest(db: Database): Promise<{ id: number; title: string; created_at: string }> {
  const [item] = await db.query<{ id: number; title: string; created_at: string }>(
    `select id, title, created_at::text from news where lang = 'en' and status = 0 and created_at <= now() order by created_at desc, id desc limit 1`,
  );
  return item;
}

describe('content lists', () => {
  it('show an edited article at once', async () => {
    const content = lists(test.db);
    const item = await newest(test.db);
    expect((await content.news('en', firstPage)).map((news) => news.id)).toContain(item.id);
    await test.db.query(`update news set title = 'Edited: ' || title where id = $1`, [item.id]);
    expect((await content.news('en', firstPage)).find((news) => news.id === item.id)?.title).toBe(`Edited: ${item.title}`);
    await test.db.query(`update news set status = 1 where id = $1`, [item.id]);
    expect((await content.news('en', firstPage)).map((news) => news.id)).not.toContain(item.id);
    await test.db.query(`update news set status = 0, title = $2 where id = $1`, [item.id, item.title]);
  });

  it('show a scheduled article once its time has come, with no edit in between', async () => {
    const content = lists(test.db);
    const [scheduled] = await test.db.query<{ id: number }>(
      `insert into news (story, lang, title, summary, content, cover_url, created_at)
       select story, lang, 'Scheduled', summary, content, cover_url, now() + interval '400 milliseconds' from news where lang = 'en' limit 1
       returning id`,
    );
    expect((await content.news('en', firstPage)).map((news) => news.id)).not.toContain(scheduled.id);
    const due = await nextScheduledChange(test.db);
    expect(due).not.toBeNull();
    expect(due! - Date.now()).toBeLessThanOrEqual(400);
    // Asked again until it shows: the list kept before its time must not outlive it.
    const deadline = Date.now() + 10_000;
    let ids: number[] = [];
    while (!ids.includes(scheduled.id) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, Math.max(10, due! - Date.now())));
      ids = (await content.news('en', firstPage)).map((news) => news.id);
    }
    expect(ids).toContain(scheduled.id);
    await test.db.query('delete from news where id = $1', [scheduled.id]);
  });

  it('tell no scheduled change when nothing is scheduled', async () => {
    await test.db.query(`update banners set start_time = least(start_time, now()), end_time = null`);
    await test.db.query(`update activities set end_time = null`);
    await test.db.query(`update ads set start_time = least(start_time, now()), end_time = null`);
    await test.db.query(`delete from news where created_at > now()`);
    expect(await nextScheduledChange(test.db)).toBeNull();
  });
});
