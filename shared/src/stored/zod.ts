import { z } from 'zod/mini';

// The schemas of what the site reads back run in the browser too: zod/mini
// keeps them small. The CSP forbids eval, so zod must not probe for it or
// compile parsers with `new Function` (see ../validation/zod.ts); every module
// of this folder takes `z` from here, so this runs before any schema is built.
z.config({ jitless: true });

export { z };
