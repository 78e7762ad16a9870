import type { ArtFormat, ArtKind } from '../routes/art';

/** Icons carry text, so they go as bitmaps (see drawArtPng); banners and covers are shapes only, and small as SVG. */
const FORMAT_OF: Readonly<Record<ArtKind, ArtFormat>> = { icon: 'png', banner: 'svg', cover: 'svg' };

/**
 * Seeded pictures are drawn by the api itself (GET /api/art/...), so the seed
 * carries no third-party logos or artwork.
 */
export const artUrl = (kind: ArtKind, seed: string) => `/api/art/${kind}/${encodeURIComponent(seed)}.${FORMAT_OF[kind]}`;
