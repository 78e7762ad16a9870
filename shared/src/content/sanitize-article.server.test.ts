/** @jest-environment node */
import { JSDOM } from 'jsdom';
import { provideServerWindow } from './server-dom';
import { sanitizeArticle } from './sanitize-article';

// On the site server there is no browser: its host hands the server build a DOM (jsdom), and the same rules apply.
describe('sanitizeArticle on the server', () => {
  const HOSTILE = [
    '<p>First paragraph <b>kept</b>.</p>',
    '<img src="https://cdn.example.com/x.webp" onerror="steal()" alt="Chart">',
    '<script>window.stolen = true</script>',
    '<a href="javascript:steal()">bad link</a>',
    '<a href="https://example.com/read">good link</a>',
    '<style>body { display: none }</style>',
  ].join('');

  it('has no DOM until its host provides one', () => {
    expect(() => sanitizeArticle('<p>x</p>')).toThrow('Articles are sanitised on a DOM');
  });

  it('removes event handlers, scripts, javascript: links and styles, as in the browser', () => {
    provideServerWindow(new JSDOM('').window as unknown as Window);
    const html = sanitizeArticle(HOSTILE);
    expect(html).toContain('<p>First paragraph <b>kept</b>.</p>');
    expect(html).toContain('<img src="https://cdn.example.com/x.webp" alt="Chart" loading="lazy" decoding="async">');
    expect(html).toContain('<a href="https://example.com/read" target="_blank" rel="noopener noreferrer">good link</a>');
    expect(html).not.toMatch(/onerror|<script|javascript:|<style|display: none/i);
    expect(html).toContain('<a>bad link</a>');
  });
});
