import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { checkRepository, findBadReferences, headingAnchor, productSections } from './references';

const root = join(__dirname, '../../..');
const product = {
  sections: productSections('## 1. The product\n### 1.2 The figures\n## 4. States\n### 4.10 Failed chunk loads\n'),
  anchors: new Set(['410-failed-chunk-loads']),
};

describe('citations of docs/product.md', () => {
  it('reads the numbered headings as sections', () => {
    expect([...product.sections]).toEqual(['1', '1.2', '4', '4.10']);
  });

  it('makes the anchors GitHub makes', () => {
    expect(headingAnchor('4.10 Failed chunk loads')).toBe('410-failed-chunk-loads');
    expect(headingAnchor('2. Pages and routes')).toBe('2-pages-and-routes');
  });

  it('accepts sections that exist, ranges included', () => {
    expect(findBadReferences('a.ts', '// docs/product.md §1.2 and §4.10; see [x](product.md#410-failed-chunk-loads)', product)).toEqual([]);
  });

  it('names a section that does not exist, with its file and line', () => {
    expect(findBadReferences('a.ts', 'one\n/** (docs/product.md §1.2–§4.2) */', product)).toEqual([
      { file: 'a.ts', line: 2, problem: 'cites docs/product.md §4.2, which does not exist' },
    ]);
  });

  it('names an anchor no heading has', () => {
    expect(findBadReferences('README.md', '[x](docs/product.md#9-constants)', product)).toHaveLength(1);
  });

  it('refuses the old specification and design document', () => {
    const text = ['/** (spec §4) */', '// Spec §9: 30 s', 'See ../shared/DESIGN.md', 'cat /work/shared/spec/x.txt'].join('\n');
    expect(findBadReferences('a.ts', text, product).map((problem) => problem.line)).toEqual([1, 2, 3, 4]);
  });

  it('finds every citation in the repository true', () => {
    // This checker and its test quote the citations they refuse.
    const checker = [__filename, join(__dirname, 'references.ts')].map((file) => relative(root, file));
    expect(checkRepository(root, checker)).toEqual([]);
  });

  it('keeps the spec messages of docs/product.md §5 word for word with the English locale', () => {
    const markdown = readFileSync(join(root, 'docs/product.md'), 'utf8');
    const english = JSON.parse(readFileSync(join(__dirname, '../validation/locales/en.json'), 'utf8')) as Record<string, string>;
    for (const key of ['networkRequired', 'auditUrlRequired', 'tokenInfoRequired', 'logoInvalid', 'subscribeEmailInvalid', 'websiteTooLong']) {
      expect(markdown).toContain(`'${english[key]}'`);
    }
  });
});
