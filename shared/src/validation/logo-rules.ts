// The logo rules without the image parsing of logo.ts: a form shows them at once, and reads a chosen file's header later.

/** docs/product.md §5.4: 400×400 px, JPG or PNG, at most 5M. Shared by the forms and the api. */
export const LOGO_RULES = {
  width: 400,
  height: 400,
  mimeTypes: ['image/jpeg', 'image/png'] as readonly string[],
  /** 5 MB. */
  maxBytes: 5 * 1024 * 1024,
} as const;
