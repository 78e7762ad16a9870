/** @jest-environment node */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ownerFileOf, readOwner } from './data-dir-owner';

describe('the owner file of the embedded database’s folder', () => {
  let dir: string;
  beforeEach(() => (dir = mkdtempSync(path.join(tmpdir(), 'owner-'))));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('names the serving owner, and says what is wrong with a damaged file instead of trusting it', async () => {
    const file = ownerFileOf(path.join(dir, 'data'));
    writeFileSync(file, JSON.stringify({ pid: 4242, url: 'http://127.0.0.1:3000', token: 't' }));
    expect(await readOwner(file)).toEqual({ owner: { pid: 4242, url: 'http://127.0.0.1:3000', token: 't' } });
    writeFileSync(file, JSON.stringify({ pid: '4242', url: 'file:///etc/passwd' }));
    expect(await readOwner(file)).toEqual({ owner: null, problem: 'data.owner.json is damaged: pid: expected number; url: does not match /^https?:\\/\\//' });
    writeFileSync(file, '');
    expect((await readOwner(file)).problem).toMatch(/^data\.owner\.json is not valid JSON: /);
  });
});
