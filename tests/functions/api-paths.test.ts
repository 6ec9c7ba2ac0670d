/**
 * Netlify reads each function's `config.path` from its source, so it is a literal there
 * (tests/functions/function-config.test.ts); the forms and links name the same address through API_PATHS
 * (src/paths/api.ts). A function renamed on one side only would leave a form posting into the void.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { API_PATHS, API_ROOT } from '../../src/paths';

const DIR = 'netlify/functions';
const declared = readdirSync(DIR)
  .filter((f) => f.endsWith('.mts'))
  .flatMap((file) => {
    const path = /export const config: Config = \{[\s\S]*?\bpath: '([^']+)'/.exec(
      readFileSync(`${DIR}/${file}`, 'utf8'),
    );
    return path ? [path[1]!] : [];
  });

describe('the functions’ addresses', () => {
  it('are the addresses the site posts to, every one of them', () => {
    expect([...declared].sort()).toEqual(Object.values(API_PATHS).sort());
  });

  it('all begin with API_ROOT, which robots.txt and the Speculation Rules leave out', () => {
    for (const path of Object.values(API_PATHS)) expect(path.startsWith(API_ROOT), path).toBe(true);
  });
});
