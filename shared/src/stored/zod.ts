import { config } from 'zod/mini';

// The schemas of what the site reads back run in the browser too: zod/mini
// keeps them small, provided its functions are imported by name (its `z`
// namespace object keeps every export, locales and JSON Schema included, in
// the bundle: about 90 KB gzip instead of a few). The CSP forbids eval, so zod
// must not probe for it or compile parsers with `new Function` (see
// ../validation/zod.ts); every schema of this folder takes zod from here, so
// this runs before any is built.
config({ jitless: true });

export {
  array,
  boolean,
  enum,
  int,
  literal,
  looseObject,
  maxLength,
  minLength,
  nonnegative,
  null,
  nullable,
  number,
  object,
  optional,
  positive,
  record,
  refine,
  regex,
  string,
  union,
  unknown,
} from 'zod/mini';
export type { output, ZodMiniType } from 'zod/mini';
