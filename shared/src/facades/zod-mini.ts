import { config, regexes } from 'zod/mini';

// Every schema of the site (the forms' rules in ./validation, what it reads
// back in ./stored) takes zod from here, as `import * as z from '../facades/zod-mini'`.
// zod/mini keeps them small in the browser provided its functions are taken by
// name: its own `z` namespace object keeps every export, locales and JSON
// Schema included, in the bundle (about 90 KB gzip instead of a few).
// The site's CSP forbids eval. Unless told so before a schema is built, zod
// probes for eval with `new Function` and compiles object parsers with it; the
// browser reports the probe as a CSP violation even though zod catches it.
// Importing this module configures zod first.
config({ jitless: true });

export {
  array,
  _default,
  extend,
  NEVER,
  pipe,
  safeParse,
  superRefine,
  toLowerCase,
  transform,
  trim,
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
export type { core, input, output, ZodMiniObject, ZodMiniType } from 'zod/mini';

// The facade is shared by the federation, so every value it exports ships
// whole: zod's `core` and `regexes` namespaces would bring all of zod along
// (JSON Schema, locales, every pattern). Types and the one pattern used only.
export const emailPattern = regexes.email;
