/** @jest-environment node */
import { lazy, Suspense } from 'react';
import { renderToHtml } from './render-to-html';

/** A lazy part far larger than React's progressive chunk (12.8 kB by default), as a whole form is. */
const LargeForm = lazy(async () => ({
  default: () => (
    <form>
      {Array.from({ length: 400 }, (_, index) => (
        <label key={index}>
          Field number {index} of the form <input name={`field-${index}`} />
        </label>
      ))}
    </form>
  ),
}));

describe('rendering a tree to HTML on the server', () => {
  it('writes a large lazy part in place, with no inline script to reveal it (the CSP would refuse one)', async () => {
    const html = await renderToHtml(
      <main>
        <Suspense fallback={<p>Loading…</p>}>
          <LargeForm />
        </Suspense>
      </main>,
    );
    expect(html.length).toBeGreaterThan(20_000);
    expect(html).not.toContain('<script');
    expect(html).not.toContain('hidden id="S:');
    expect(html).not.toContain('Loading…');
    expect(html).toMatch(/^<main><!--\$--><form>/);
  });

  it('rejects when a part throws, for the host to fall back to the first screen', async () => {
    const Broken = () => {
      throw new Error('no window here');
    };
    await expect(renderToHtml(<Broken />)).rejects.toThrow('no window here');
  });
});
