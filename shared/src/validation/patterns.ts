/**
 * docs/product.md §5.5, links: optional http(s) scheme, a host with a dot and a top-level
 * domain of two or more letters, an optional port and path. The path excludes
 * spaces, quotes and angle brackets so a URL can never carry markup.
 */
export const URL_PATTERN = /^(https?:\/\/)?([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}(:\d{1,5})?([/?#][\w\-.~:/?#[\]@!$&'()*+,;=%]*)?$/i;

/** docs/product.md §5.5: the forms' e-mail check is loose: something@something.something. */
export const LOOSE_EMAIL_PATTERN = /^[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+$/;

/** Markup in a plain-text field: a tag opener such as `<b`, `</`, `<!` or `<?`. */
export const HTML_TAG_PATTERN = /<\s*[a-z!/?]/i;

/** A decimal amount such as `200.4821` (docs/product.md §9.4: 200 plus a four-digit fraction). */
export const PAYMENT_PATTERN = /^\d{1,9}(\.\d{1,8})?$/;

/** A non-negative decimal number as typed in the token form (no exponent, no sign). */
export const DECIMAL_NUMBER_PATTERN = /^\d+(\.\d+)?$/;

/** Network keys as the blockchain list names them (`eth`, `bsc`, `zks`, `eos-evm`…). */
export const NETWORK_KEY_PATTERN = /^[a-z0-9][a-z0-9_-]{0,31}$/;

/** Adds `https://` to a URL typed without a scheme, so lists that keep only http urls keep it (docs/product.md §5.5). */
export function withScheme(url: string): string {
  return /^https?:\/\//i.test(url) ? url : `https://${url}`;
}
