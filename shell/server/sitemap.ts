import { LOCALE_BCP47, LOCALES, PAGE_ROUTES } from '@tp/shared';
import { escapeHtml } from './html';

/** Every listed route in every language, each with its language alternates. */
export function renderSitemap(origin: string): string {
  const urls = PAGE_ROUTES.filter((route) => route.inSitemap).flatMap((route) => {
    const suffix = route.path ? `/${route.path}` : '';
    const links = LOCALES.map(
      (lang) => `    <xhtml:link rel="alternate" hreflang="${LOCALE_BCP47[lang]}" href="${escapeHtml(`${origin}/${lang}${suffix}`)}"/>`,
    ).join('\n');
    return LOCALES.map((lang) => `  <url>\n    <loc>${escapeHtml(`${origin}/${lang}${suffix}`)}</loc>\n${links}\n  </url>`);
  });
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${urls.join('\n')}
</urlset>
`;
}

export function renderRobots(origin: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /console\n\nSitemap: ${origin}/sitemap.xml\n`;
}
