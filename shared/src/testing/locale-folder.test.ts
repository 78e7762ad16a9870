import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LOCALES } from '../i18n/locales';
import { expectLocaleFolderComplete, readLocaleFolder } from './locale-folder';

describe('locale folders', () => {
  let dir: string;
  const write = (name: string, content: unknown) =>
    writeFileSync(join(dir, name), typeof content === 'string' ? content : JSON.stringify(content));

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'locales-'));
    for (const locale of LOCALES) write(`${locale}.json`, { title: `title ${locale}` });
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('reads every locale and passes a complete folder', () => {
    expect(readLocaleFolder(dir).ko).toEqual({ title: 'title ko' });
    expect(() => expectLocaleFolderComplete(dir)).not.toThrow();
  });

  it('fails on a missing key, naming the folder, locale and key', () => {
    write('en.json', { title: 'Title', more: 'Load more' });
    expect(() => expectLocaleFolderComplete(dir)).toThrow(`${dir} are incomplete:\n  zh: missing more`);
  });

  it('fails on a missing locale file, a stray file or broken JSON', () => {
    rmSync(join(dir, 'th.json'));
    expect(() => readLocaleFolder(dir)).toThrow(`${dir} lacks th.json`);
    write('th.json', { title: 'x' });
    write('de.json', {});
    expect(() => readLocaleFolder(dir)).toThrow('has files that are not locales: de.json');
    rmSync(join(dir, 'de.json'));
    write('vi.json', '{ "title": ');
    expect(() => readLocaleFolder(dir)).toThrow(`${join(dir, 'vi.json')} is not valid JSON`);
  });
});

describe('the shared common namespace', () => {
  it('is complete in every locale', () => {
    expectLocaleFolderComplete(join(__dirname, '../locales/common'));
  });
});
