/** @jest-environment node */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readHistory } from './history';
import { readRegistry } from './registry-file';
import { CONTRACT_VERSION } from '@tp/shared';

const news = { name: 'mf_news', version: '0.9.0', entry: '/remotes/mf-news/0.9.0/mf-manifest.json', contract: CONTRACT_VERSION };

/** The registry.json and history.json an earlier release left in REMOTES_DIR, as the one-time import reads them. */
describe('release files of REMOTES_DIR read back', () => {
  let dir: string;
  beforeEach(() => (dir = mkdtempSync(path.join(tmpdir(), 'release-files-'))));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));
  const write = (file: string, text: string) => writeFileSync(path.join(dir, file), text);

  it('reads none as empty', async () => {
    expect(await readRegistry(dir)).toEqual({ contract: CONTRACT_VERSION, remotes: [] });
    expect(await readHistory(dir)).toEqual({});
  });

  it('reads a registry of this contract, and a history of before versions (no version) as it is', async () => {
    write('registry.json', JSON.stringify({ contract: CONTRACT_VERSION, remotes: [news] }));
    write('history.json', JSON.stringify({ 'mf-news': ['0.8.0', '0.9.0'] }));
    expect(await readRegistry(dir)).toEqual({ contract: CONTRACT_VERSION, remotes: [news] });
    expect(await readHistory(dir)).toEqual({ 'mf-news': ['0.8.0', '0.9.0'] });
    write('history.json', JSON.stringify({ version: 1, data: { 'mf-home': ['1.0.0'] } }));
    expect(await readHistory(dir)).toEqual({ 'mf-home': ['1.0.0'] });
  });

  it('refuses a damaged registry.json, naming the file and the field', async () => {
    write('registry.json', JSON.stringify({ contract: 1, remotes: [{ ...news, version: 9 }] }));
    await expect(readRegistry(dir)).rejects.toThrow(`registry.json is damaged: remotes.0.version: expected string (${path.join(dir, 'registry.json')})`);
    write('registry.json', '{"contract": 1, "remo');
    await expect(readRegistry(dir)).rejects.toThrow(/^registry\.json is not valid JSON: /);
  });

  it('refuses a registry.json of an older contract', async () => {
    write('registry.json', JSON.stringify({ contract: 0, remotes: [] }));
    await expect(readRegistry(dir)).rejects.toThrow('registry.json is damaged: contract: expected more than 0');
  });

  it('refuses a damaged history.json, and one of a newer release', async () => {
    write('history.json', JSON.stringify({ 'mf-news': '0.9.0' }));
    await expect(readHistory(dir)).rejects.toThrow('history.json is damaged: mf-news: expected array (upgraded from version 0)');
    write('history.json', JSON.stringify({ version: 2, data: {} }));
    await expect(readHistory(dir)).rejects.toThrow('history.json is version 2, written by a newer release of the site; this one reads up to version 1');
  });
});
