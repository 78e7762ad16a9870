// Node only (reads files): used by the test that keeps the code's citations of docs/product.md true.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/** The numbered headings of docs/product.md (`## 4. States…`, `### 4.2 Donation`), as "4" and "4.2". */
export function productSections(markdown: string): Set<string> {
  const sections = new Set<string>();
  for (const match of markdown.matchAll(/^#{2,4} (\d+(?:\.\d+)*)\.?\s/gm)) sections.add(match[1]);
  return sections;
}

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces as hyphens. */
export function headingAnchor(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .replace(/\s/g, '-');
}

/** The anchors of every heading of a Markdown page. */
export function headingAnchors(markdown: string): Set<string> {
  return new Set([...markdown.matchAll(/^#{1,6} (.+)$/gm)].map((match) => headingAnchor(match[1])));
}

/** Citations of the documents a clone of the repository does not have. */
const OLD_DOCUMENTS = [
  { pattern: /\bspec(?:ification)?(?:'s)?\s*§/i, what: "the old specification's sections ('spec §N')" },
  { pattern: /\bDESIGN\.md\b/, what: 'DESIGN.md' },
  { pattern: /\/work\/shared|\.\.\/shared\/(?:spec|DESIGN)|\b000_b86938f45c0dde0f\b/, what: 'a file outside the repository' },
];

export interface BadReference {
  readonly file: string;
  readonly line: number;
  readonly problem: string;
}

/**
 * What is wrong with one file's citations: a `docs/product.md §N` whose
 * section does not exist, a `product.md#anchor` no heading has, or a citation
 * of the old documents. Every `§N` on a line that names product.md counts,
 * so "docs/product.md §2.1–§2.3" checks both ends.
 */
export function findBadReferences(
  file: string,
  text: string,
  product: { readonly sections: ReadonlySet<string>; readonly anchors: ReadonlySet<string> },
): BadReference[] {
  const problems: BadReference[] = [];
  text.split('\n').forEach((content, index) => {
    const line = index + 1;
    const old = OLD_DOCUMENTS.find(({ pattern }) => pattern.test(content));
    if (old) problems.push({ file, line, problem: `cites ${old.what}; cite docs/product.md or docs/architecture.md` });
    if (!content.includes('product.md')) return;
    for (const match of content.matchAll(/§(\d+(?:\.\d+)*)/g)) {
      if (!product.sections.has(match[1])) problems.push({ file, line, problem: `cites docs/product.md §${match[1]}, which does not exist` });
    }
    for (const match of content.matchAll(/product\.md#([\w-]+)/g)) {
      if (!product.anchors.has(match[1])) problems.push({ file, line, problem: `links to product.md#${match[1]}, which no heading has` });
    }
  });
  return problems;
}

const SKIPPED_FOLDERS = new Set(['node_modules', '.git', 'dist', '.types', '.site', '.data', 'test-results', 'playwright-report', 'coverage']);
const CHECKED_FILES = /\.(?:ts|tsx|js|cjs|mjs|json|md|css|sh|ya?ml)$/;

/** Every source, test, config and Markdown file of the repository, relative to `root`. */
export function repositoryFiles(root: string, dir = root): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return SKIPPED_FOLDERS.has(entry.name) ? [] : repositoryFiles(root, path);
    return CHECKED_FILES.test(entry.name) && entry.name !== 'pnpm-lock.yaml' ? [relative(root, path)] : [];
  });
}

/** Reads docs/product.md of `root` and checks every file of the repository against it. */
export function checkRepository(root: string, skip: readonly string[] = []): BadReference[] {
  const markdown = readFileSync(join(root, 'docs/product.md'), 'utf8');
  const product = { sections: productSections(markdown), anchors: headingAnchors(markdown) };
  return repositoryFiles(root)
    .filter((file) => !skip.includes(file))
    .flatMap((file) => findBadReferences(file, readFileSync(join(root, file), 'utf8'), product));
}
