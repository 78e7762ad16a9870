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
    const read = watchedJsonFile<EntryAssets>(file, (text) => parseEntryAssets('entry-assets.json', text), () => ({ js: [], css: [] }), (message) => warnings.push(message));
    expect(await read()).toEqual({ js: [], css: [] });

    write(JSON.stringify({ js: ['main.1.js'], css: [] }), 1);
    expect(await read()).toEqual({ js: ['main.1.js'], css: [] });
    write(JSON.stringify({ js: 'main.2.js', css: [] }), 2);
    expect(await read()).toEqual({ js: ['main.1.js'], css: [] });
    expect(warnings).toEqual([`entry-assets.json is damaged: js: expected array (${file}); still serving its last good copy`]);
    write(JSON.stringify({ js: ['main.3.js'], css: ['main.3.css'], preload: ['a.js'] }), 3);
    expect(await read()).toEqual({ js: ['main.3.js'], css: ['main.3.css'], preload: ['a.js'] });
  });
});
