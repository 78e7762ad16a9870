import { z } from 'zod';

// The site's CSP forbids eval. Unless told so before a schema is built, zod
// probes for eval with `new Function` and compiles object parsers with it; the
// browser reports the probe as a CSP violation even though zod catches it.
// Every schema module of this folder takes `z` from here, so this runs first.
z.config({ jitless: true });

export { z };
