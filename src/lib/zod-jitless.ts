import { z } from 'zod';

/*
 * Zod probes whether it may compile validators with `new Function` when it builds its first
 * object schema. Under our Content-Security-Policy (no 'unsafe-eval') the probe fails quietly but
 * the browser still fires a `securitypolicyviolation` for it on every page. Our schemas are small,
 * so the interpreter is fast enough: switch the probe off before any schema is built.
 */
z.config({ jitless: true });
