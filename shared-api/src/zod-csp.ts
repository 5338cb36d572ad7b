import { config } from 'zod/mini';

// The site runs under a Content-Security-Policy without 'unsafe-eval' (scripts/lib/security-headers.mjs).
// zod compiles its object parsers with `new Function` after probing for it, and the browser reports
// that probe as a CSP violation on every page even though zod catches it. So in browsers zod runs
// jitless (same results, interpreted); Node (the server, no CSP) keeps the compiled parsers. The
// setting is global (one for every copy of zod on the page) and read when an object schema is
// built, so this module is the first import of the schemas.
if ('document' in globalThis) config({ jitless: true });
