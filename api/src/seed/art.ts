/**
 * Seeded pictures are drawn by the api itself (GET /api/art/...), so the seed
 * carries no third-party logos or artwork.
 */
export const artUrl = (kind: 'icon' | 'banner' | 'cover', seed: string) => `/api/art/${kind}/${encodeURIComponent(seed)}.svg`;
