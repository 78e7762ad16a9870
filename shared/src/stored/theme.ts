import type { Theme } from '../contracts/data';
import * as z from '../facades/zod-mini';

/**
 * The visitor's theme in localStorage. Its value stays bare (`light` or
 * `dark`): the site server's inline script reads it before first paint, with
 * no library, so the format's version is in its key. This key is version 1;
 * a new format takes a new key, and the reader of that version upgrades this one.
 */
export const THEME_STORAGE_KEY = 'theme';

export const themeSchema: z.ZodMiniType<Theme> = z.enum(['light', 'dark']);
