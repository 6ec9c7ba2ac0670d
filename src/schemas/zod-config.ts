import { z } from 'zod';

// zod compiles object parsers with `new Function` when it can; the site's CSP forbids eval, and even the
// probe for it reports a violation. The interpreted parser is fast enough for forms. Imported first by
// every module that builds schemas (src/schemas/common.ts, src/forms/common.ts), so it runs before any.
z.config({ jitless: true });
