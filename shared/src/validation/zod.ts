import { z } from 'zod/mini';

// The forms' schemas are built with zod's tree-shakable API (zod/mini): the
// browser fetches the checks they use, not zod's classic API (every message
// here is one of ours).
//
// The site's CSP forbids eval. Unless told so before a schema is built, zod
// probes for eval with `new Function` and compiles object parsers with it; the
// browser reports the probe as a CSP violation even though zod catches it.
// Every schema module of this folder takes `z` from here, so this runs first.
z.config({ jitless: true });

export { z };
