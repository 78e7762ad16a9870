import { config } from 'zod/v4/core';

// The site's CSP forbids eval. Unless told so before the first schema is built,
// zod probes for eval with `new Function`, and the browser reports the probe as
// a CSP violation even though zod catches it.
config({ jitless: true });
