import { z } from 'zod';

// zod compiles object parsers with `new Function` when it can; the site's CSP forbids eval, and even the
// probe for it reports a violation. The interpreted parser is fast enough for forms. Imported first by
// the browser entry (src/main.tsx) and by the form schemas the functions share.
z.config({ jitless: true });
