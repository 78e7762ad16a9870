/** @jest-environment node */
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import webpack from 'webpack';
import { COMPILE_ON_LOAD_HINT, CompileOnLoadPlugin } from './compile-on-load-plugin';

let dir: string;

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'compile-on-load-'));
  // An entry, the start behind its boundary, and a dialog the start loads only when asked.
  writeFileSync(path.join(dir, 'index.js'), "import('./start');\n");
  writeFileSync(path.join(dir, 'start.js'), "export function start() { return import('./dialog'); }\nstart.name;\n");
  writeFileSync(path.join(dir, 'dialog.js'), 'export const dialog = () => "opened";\n');
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function build(): Promise<webpack.Stats> {
  return new Promise((resolve, reject) =>
    webpack(
      {
        mode: 'production',
        context: dir,
        entry: { shell: './index.js' },
        devtool: 'source-map',
        output: { path: path.join(dir, 'dist'), filename: '[name].js', chunkFilename: '[name].js' },
        optimization: { chunkIds: 'named' },
        plugins: [new CompileOnLoadPlugin('shell')],
      },
      (error, stats) => (error || !stats || stats.hasErrors() ? reject(error ?? stats?.toString()) : resolve(stats)),
    ),
  );
}

describe('the compile hint on the files a page runs as it loads', () => {
  it('marks the entry and the chunk behind its boundary, not what the start loads later, and keeps the source maps', async () => {
    await build();
    const out = path.join(dir, 'dist');
    const read = (file: string) => readFileSync(path.join(out, file), 'utf8');
    const scripts = readdirSync(out).filter((file) => file.endsWith('.js'));
    const hinted = scripts.filter((file) => read(file).startsWith(COMPILE_ON_LOAD_HINT)).sort();
    expect(hinted).toEqual(['shell.js', 'start_js.js']);
    expect(scripts).toContain('dialog_js.js');

    // The map accounts for the added line: the entry's code is on the file's second line.
    const map = JSON.parse(read('shell.js.map')) as { mappings: string };
    expect(map.mappings.startsWith(';')).toBe(true);
  });
});
