import { hash } from '../hash';

/**
 * Seeded icons, banners and covers, drawn from a seed text: an initials badge
 * or an abstract pattern in colours derived from the seed. No third-party
 * artwork is shipped or linked.
 */
export const ART_KINDS = ['icon', 'banner', 'cover'] as const;
export type ArtKind = (typeof ART_KINDS)[number];

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
    return `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="96" height="96" rx="22" fill="url(#g)"/><text x="48" y="50" text-anchor="middle" dominant-baseline="middle" font-family="system-ui,sans-serif" font-weight="700" font-size="${size}" fill="#fff">${label}</text></svg>`;
  }
  const [width, height] = kind === 'banner' ? [1200, 400] : [800, 450];
  const circles = Array.from({ length: 5 }, (_, i) => {
    const v = hash(`${seed}:${i}`);
    return `<circle cx="${v % width}" cy="${(v >>> 11) % height}" r="${60 + ((v >>> 20) % 160)}" fill="#fff" fill-opacity="${(0.06 + (i % 3) * 0.04).toFixed(2)}"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="${width}" height="${height}" fill="url(#g)"/>${circles}</svg>`;
}
