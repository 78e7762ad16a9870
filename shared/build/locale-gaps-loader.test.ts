import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { LoaderContext } from 'webpack';
import fillLocaleGaps from './locale-gaps-loader';

function run(file: string, source: string) {
  const dependencies: string[] = [];
  const context = { resourcePath: file, addDependency: (dependency: string) => dependencies.push(dependency) } as unknown as LoaderContext<object>;
  return { json: JSON.parse(fillLocaleGaps.call(context, source)) as unknown, dependencies };
}

describe('the locale gaps loader', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'locales-'));
  const english = { title: 'News', more: 'Load more' };
  writeFileSync(path.join(dir, 'en.json'), JSON.stringify(english));

  it('fills a language\'s missing keys from the folder\'s English and rebuilds when English changes', () => {
    const { json, dependencies } = run(path.join(dir, 'ko.json'), JSON.stringify({ title: '뉴스' }));
    expect(json).toEqual({ title: '뉴스', more: 'Load more' });
    expect(dependencies).toEqual([path.join(dir, 'en.json')]);
  });

  it('passes English through as it is', () => {
    expect(run(path.join(dir, 'en.json'), JSON.stringify(english))).toEqual({ json: english, dependencies: [] });
  });
});
