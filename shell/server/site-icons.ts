/**
 * The site's icons, shipped with the server, as PNG: a browser draws an SVG
 * icon in a document of its own, on the page's main thread, once for each size
 * it keeps (four in Chromium) as the page finishes loading. `favicon.svg` stays
 * for the logo the structured data names.
 */
export const SITE_ICONS = [
  // Crawlers and browsers that ask for /favicon.ico without reading the page get the tab's icon there.
  { rel: 'icon', file: 'favicon-32.png', paths: ['/favicon-32.png', '/favicon.ico'], size: 32 },
  // Full-bleed: a phone rounds the corners of a home-screen icon itself.
  { rel: 'apple-touch-icon', file: 'apple-touch-icon.png', paths: ['/apple-touch-icon.png'], size: 180 },
] as const;

/** The head's links to them. */
export const ICON_LINKS = SITE_ICONS.map((icon) => `<link rel="${icon.rel}" href="${icon.paths[0]}" sizes="${icon.size}x${icon.size}" type="image/png">`).join('\n    ');
