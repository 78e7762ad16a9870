/** @jest-environment jsdom */
import { sanitizeArticle } from './sanitize-article';

function render(html: string): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = sanitizeArticle(html);
  return container;
}

const HOSTILE = `
  <h1>Heading</h1>
  <p onclick="steal()">Intro <script>window.stolen = true</script><b>bold</b></p>
  <img src="https://cdn.example.com/x.webp" onerror="steal()" alt="Chart">
  <img src="x" onerror="steal()">
  <img src="http://insecure.example.com/y.webp">
  <a href="javascript:steal()">bad link</a>
  <a href="JaVaScRiPt&colon;steal()">encoded link</a>
  <a href="https://example.com/read" target="_self">good link</a>
  <a href="/relative">relative</a>
  <svg><script>steal()</script></svg>
  <iframe src="https://evil.example"></iframe>
  <form action="https://evil.example"><input name="seed"></form>
  <p style="position:fixed" class="tp-button" id="tp-main">styled</p>
  <style>body { display: none }</style>
`;

describe('sanitizeArticle', () => {
  it('removes scripts, event handlers and javascript: links', () => {
    const html = sanitizeArticle(HOSTILE);
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/onerror|onclick/i);
    expect(html).not.toMatch(/javascript/i);
    expect(html).not.toMatch(/steal\(/);
  });

  it('opens kept links in a new tab without a referrer or an opener', () => {
    const links = [...render(HOSTILE).querySelectorAll('a')];
    expect(links.map((a) => [a.textContent, a.getAttribute('href'), a.getAttribute('target'), a.getAttribute('rel')])).toEqual([
      ['bad link', null, null, null],
      ['encoded link', null, null, null],
      ['good link', 'https://example.com/read', '_blank', 'noopener noreferrer'],
      ['relative', null, null, null],
    ]);
  });

  it('keeps https images, lazily loaded, and drops the others', () => {
    const images = [...render(HOSTILE).querySelectorAll('img')];
    expect(images).toHaveLength(1);
    expect(images[0]).toHaveAttribute('src', 'https://cdn.example.com/x.webp');
    expect(images[0]).toHaveAttribute('alt', 'Chart');
    expect(images[0]).toHaveAttribute('loading', 'lazy');
  });

  it('drops frames, forms, styles, classes and ids, keeping the text', () => {
    const body = render(HOSTILE);
    expect(body.querySelector('iframe, form, input, style, svg, h1')).toBeNull();
    expect(body.querySelector('[style], [class], [id]')).toBeNull();
    expect(body.textContent).toContain('Heading');
    expect(body.textContent).toContain('styled');
    expect(body.querySelector('b')?.textContent).toBe('bold');
  });

  it('keeps ordinary article markup', () => {
    const html = '<h2>Title</h2><p>Text with <a href="https://example.com">a link</a>.</p><ul><li>One</li></ul><blockquote>Quote</blockquote>';
    expect(sanitizeArticle(html)).toBe(
      '<h2>Title</h2><p>Text with <a href="https://example.com/" target="_blank" rel="noopener noreferrer">a link</a>.</p><ul><li>One</li></ul><blockquote>Quote</blockquote>',
    );
  });
});
