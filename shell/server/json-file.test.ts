/** @jest-environment node */
import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseEntryAssets, type EntryAssets } from '@tp/shared/stored/entry-assets';
import { watchedJsonFile } from './json-file';

describe('a watched build file (the shell’s entry-assets.json)', () => {
  let dir: string;
  beforeEach(() => (dir = mkdtempSync(path.join(tmpdir(), 'json-file-'))));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('serves each good copy, keeps the last good one when a damaged one is written, and says so', async () => {
    const file = path.join(dir, 'entry-assets.json');
    const write = (text: string, second: number) => {
      writeFileSync(file, text);
      utimesSync(file, second, second);
    };
    const warnings: string[] = [];
    const read = watchedJsonFile<EntryAssets>(file, (text) => parseEntryAssets('entry-assets.json', text), () => ({ js: [], css: [] }), (message) => warnings.push(message), { recheckMs: 0 });
    expect(await read()).toEqual({ js: [], css: [] });

    write(JSON.stringify({ js: ['main.1.js'], css: [] }), 1);
    expect(await read()).toEqual({ js: ['main.1.js'], css: [] });
    write(JSON.stringify({ js: 'main.2.js', css: [] }), 2);
    expect(await read()).toEqual({ js: ['main.1.js'], css: [] });
    expect(warnings).toEqual([`entry-assets.json is damaged: js: expected array (${file}); still serving its last good copy`]);
    write(JSON.stringify({ js: ['main.3.js'], css: ['main.3.css'], preload: ['a.js'] }), 3);
    expect(await read()).toEqual({ js: ['main.3.js'], css: ['main.3.css'], preload: ['a.js'] });
  });

  it('looks at the file again only once its recheck time has passed', async () => {
    const file = path.join(dir, 'entry-assets.json');
    writeFileSync(file, JSON.stringify({ js: ['main.1.js'], css: [] }));
    utimesSync(file, 1, 1);
    let now = 0;
    const read = watchedJsonFile<EntryAssets>(file, (text) => parseEntryAssets('entry-assets.json', text), () => ({ js: [], css: [] }), () => {}, { recheckMs: 1_000, now: () => now });
    expect(await read()).toEqual({ js: ['main.1.js'], css: [] });
    writeFileSync(file, JSON.stringify({ js: ['main.2.js'], css: [] }));
    utimesSync(file, 2, 2);
    now = 999;
    expect(await read()).toEqual({ js: ['main.1.js'], css: [] });
    now = 1_000;
    expect(await read()).toEqual({ js: ['main.2.js'], css: [] });
  });
});
