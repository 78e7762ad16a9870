import { renderAsync } from '@resvg/resvg-js';
import { LRUCache } from 'lru-cache';
import { hash } from '../hash';

/**
 * Seeded icons, banners and covers, drawn from a seed text: an initials badge
 * or an abstract pattern in colours derived from the seed. No third-party
 * artwork is shipped or linked.
 */
export const ART_KINDS = ['icon', 'banner', 'cover'] as const;
export type ArtKind = (typeof ART_KINDS)[number];

/** How a picture is sent: as drawn, or as a bitmap of it. */
export type ArtFormat = 'svg' | 'png';

/** Up to three letters or digits: the initials of each word, or the start of a single word. */
function initials(seed: string): string {
  const words = seed.replace(/^(category|token)-/, '').split(/[^A-Za-z0-9]+/).filter(Boolean);
  const letters = words.length > 1 ? words.map((word) => word[0]).join('') : (words[0] ?? '?').slice(0, 3);
  return letters.slice(0, 3).toUpperCase();
}

export function drawArt(kind: ArtKind, seed: string): string {
  const h = hash(seed);
  const hue = h % 360;
  const second = (hue + 40 + ((h >>> 9) % 80)) % 360;
  const from = `hsl(${hue} 70% 45%)`;
  const to = `hsl(${second} 75% 35%)`;
  if (kind === 'icon') {
    const label = initials(seed);
    const size = label.length > 2 ? 34 : 44;
    // One flat colour: as a bitmap it is a quarter of the bytes of a gradient.
    return `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96"><rect width="96" height="96" rx="22" fill="hsl(${hue} 65% 42%)"/><text x="48" y="50" text-anchor="middle" dominant-baseline="middle" font-family="system-ui,sans-serif" font-weight="700" font-size="${size}" fill="#fff">${label}</text></svg>`;
  }
  const [width, height] = kind === 'banner' ? [1200, 400] : [800, 450];
  const circles = Array.from({ length: 5 }, (_, i) => {
    const v = hash(`${seed}:${i}`);
    return `<circle cx="${v % width}" cy="${(v >>> 11) % height}" r="${60 + ((v >>> 20) % 160)}" fill="#fff" fill-opacity="${(0.06 + (i % 3) * 0.04).toFixed(2)}"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="${width}" height="${height}" fill="url(#g)"/>${circles}</svg>`;
}

const RENDER_OPTIONS = { font: { loadSystemFonts: true, sansSerifFamily: 'DejaVu Sans' } } as const;

/** Bitmaps already drawn, by kind and seed: drawing one takes about 10 ms of a worker thread. */
const bitmaps = new LRUCache<string, Buffer>({ maxSize: 8 * 1024 * 1024, sizeCalculation: (png) => png.length });

/**
 * The picture as a PNG, drawn off the event loop. An icon carries text, and a
 * browser lays out each SVG image in a document of its own: about 10 ms of a
 * desktop's main thread per icon, forty times over on the store's first page.
 * A bitmap only needs decoding, which browsers do off the main thread.
 */
export async function drawArtPng(kind: ArtKind, seed: string): Promise<Buffer> {
  const key = `${kind}/${seed}`;
  const kept = bitmaps.get(key);
  if (kept) return kept;
  const png = (await renderAsync(drawArt(kind, seed), RENDER_OPTIONS)).asPng();
  bitmaps.set(key, png);
  return png;
}
