import DOMPurify, { type DOMPurify as Purifier } from 'dompurify';
import { domWindow } from './server-dom';
import { httpUrl, imageUrl } from './safe-url';

// The article body's own headings start at h2: the page's h1 is the article title.
const ALLOWED_TAGS = [
  'p', 'br', 'hr', 'h2', 'h3', 'h4', 'h5', 'h6', 'strong', 'b', 'em', 'i', 'u', 's', 'del', 'ins', 'mark', 'small', 'sub', 'sup',
  'code', 'pre', 'kbd', 'blockquote', 'q', 'ul', 'ol', 'li', 'dl', 'dt', 'dd', 'a', 'img', 'figure', 'figcaption',
  'table', 'caption', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'span', 'div', 'abbr', 'time',
];

// No style or class: the site's CSP refuses inline styles, and the page's own classes must not be reachable.
const ALLOWED_ATTR = ['href', 'title', 'src', 'alt', 'width', 'height', 'colspan', 'rowspan', 'scope', 'datetime', 'lang', 'dir', 'start', 'reversed'];

// An instance of its own, so these hooks never touch another user of DOMPurify on the page.
// Made on first use, on the browser's window or, on the site server, on the DOM its host provides.
let purifier: Purifier | undefined;

function purifierOf(): Purifier {
  if (purifier) return purifier;
  const window = domWindow();
  if (!window) throw new Error('Articles are sanitised on a DOM, and there is none here');
  purifier = DOMPurify(window as unknown as Parameters<typeof DOMPurify>[0]);
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A') {
      const href = httpUrl(node.getAttribute('href'));
      if (href) {
        node.setAttribute('href', href);
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      } else {
        node.removeAttribute('href');
      }
    } else if (node.tagName === 'IMG') {
      const src = imageUrl(node.getAttribute('src'));
      if (!src) {
        node.remove();
        return;
      }
      node.setAttribute('src', src);
      node.setAttribute('loading', 'lazy');
      node.setAttribute('decoding', 'async');
      if (!node.hasAttribute('alt')) node.setAttribute('alt', '');
    }
  });
  return purifier;
}

declare const sanitised: unique symbol;

/**
 * An article whose body went through sanitizeArticle: what a page may insert
 * as HTML. Only withSanitisedContent makes one; the page's embedded article
 * is one too (the site server sanitised it, shell/server/page-subject.ts), so
 * the browser shows it without loading the sanitiser.
 */
export type Sanitised<T extends { readonly content: string }> = T & { readonly [sanitised]: true };

/**
 * The article as it may be sent and shown: its body sanitised (see
 * sanitizeArticle). The site server embeds this in the page it rendered with it.
 */
export function withSanitisedContent<T extends { readonly content: string }>(article: T): Sanitised<T> {
  return { ...article, content: sanitizeArticle(article.content) } as Sanitised<T>;
}

/**
 * An article body from the api as HTML that is safe to insert: no scripts,
 * no event handlers, no styles, links only to http(s) pages and opened in a
 * new tab without a referrer or a handle on this page. The same rules in the
 * browser and in the server's render.
 */
export function sanitizeArticle(html: string): string {
  return purifierOf().sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR, ALLOW_DATA_ATTR: false, ALLOW_ARIA_ATTR: false });
}
