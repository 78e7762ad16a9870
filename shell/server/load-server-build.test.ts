/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadServerBuild } from './load-server-build';

/**
 * Loads the build in a Node process of its own, as the site server runs:
 * under tsx, with a loader hook on .cjs files that refuses them.
 */
function loadUnderLoaderHook(entry: string): { status: number | null; output: string } {
  const script = `
    require('node:module')._extensions['.cjs'] = () => { throw new Error('went through a loader hook'); };
    const build = require(${JSON.stringify(path.join(__dirname, 'load-server-build.ts'))}).loadServerBuild(${JSON.stringify(entry)});
    build.render('news').then((html) => console.log(html));`;
  const child = spawnSync(process.execPath, ['--import', 'tsx', '-e', script], { encoding: 'utf8', cwd: __dirname });
  return { status: child.status, output: child.stdout + child.stderr };
}

describe('loading a released server build', () => {
  let folder: string;

  beforeAll(() => {
    folder = mkdtempSync(path.join(tmpdir(), 'tp-server-build-'));
    writeFileSync(
      path.join(folder, 'entry.cjs'),
      `const { join } = require('node:path');
       module.exports = { apps: ['news'], where: join(__dirname, 'x'), render: async (app) => require('./chunks/' + app + '.cjs').html() + require('./chunks/news.cjs').html() };`,
    );
    writeFileSync(path.join(folder, 'broken.cjs'), 'module.exports = {;');
    const chunks = path.join(folder, 'chunks');
    mkdirSync(chunks);
    writeFileSync(path.join(chunks, 'news.cjs'), `const run = Math.random(); exports.html = () => '<p>news ' + run + '</p>';`);
  });

  afterAll(() => {
    rmSync(folder, { recursive: true, force: true });
  });

  it('runs the entry and the chunks it requires by relative path, each once, with Node’s built-ins', async () => {
    const build = loadServerBuild(path.join(folder, 'entry.cjs')) as { apps: string[]; where: string; render: (app: string) => Promise<string> };
    expect(build.apps).toEqual(['news']);
    expect(build.where).toBe(path.join(folder, 'x'));
    // The chunk ran once: every require of it, in one render and the next, gives the same run.
    const first = await build.render('news');
    expect(first).toMatch(/^<p>news (0\.\d+)<\/p><p>news \1<\/p>$/);
    expect(await build.render('news')).toBe(first);
  });

  it('goes through no loader hook: under tsx each file would be transformed and source-mapped again, seconds per build', () => {
    const loaded = loadUnderLoaderHook(path.join(folder, 'entry.cjs'));
    expect(loaded.output).toMatch(/^<p>news (0\.\d+)<\/p><p>news \1<\/p>\n$/);
    expect(loaded.status).toBe(0);
  });

  it('throws, naming the file, when a build cannot be compiled', () => {
    let thrown: Error | undefined;
    try {
      loadServerBuild(path.join(folder, 'broken.cjs'));
    } catch (error) {
      thrown = error as Error;
    }
    expect(thrown?.name).toBe('SyntaxError');
    expect(thrown?.stack).toContain(path.join(folder, 'broken.cjs'));
  });
});
