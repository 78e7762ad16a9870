import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** CSS's generic families: each resolves to a face the device has, for the text's language. */
const GENERIC_FAMILIES = new Set(['system-ui', 'sans-serif', 'serif', 'monospace', 'ui-sans-serif', 'ui-serif', 'ui-monospace', 'ui-rounded', 'emoji', 'math']);

function declaredFontStack(): string[] {
  const css = readFileSync(join(__dirname, 'tokens.css'), 'utf8');
  const declaration = /--font-family:\s*([^;]+);/.exec(css);
  if (!declaration) throw new Error('tokens.css declares no --font-family');
  return declaration[1].split(',').map((family) => family.trim().replace(/^['"]|['"]$/g, ''));
}

describe('the type stack', () => {
  it('names no face of its own, so Japanese, Korean and both Chinese scripts each fall back to the system font for <html lang>', () => {
    const stack = declaredFontStack();
    expect(stack.filter((family) => !GENERIC_FAMILIES.has(family))).toEqual([]);
    expect(stack.at(-1)).toBe('sans-serif');
  });
});
