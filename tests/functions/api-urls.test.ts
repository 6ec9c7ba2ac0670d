/**
 * Netlify reads each function's `config.path` from its source (tests/functions/function-config.test.ts holds
 * what it reads to the exported config); the forms and links name the same url through API_URLS
 * (src/paths/api.ts). A function renamed on one side only would leave a form posting into the void.
 */
import { describe, expect, it } from 'vitest';
import { API_URLS, API_ROOT } from '../../src/paths';
import { functionsAsNetlifyReadsThem } from '../helpers/netlify-functions';

const declared = (await functionsAsNetlifyReadsThem()).flatMap((fn) => fn.paths);

describe('the functions’ urls', () => {
  it('are the urls the site posts to, every one of them', () => {
    expect([...declared].sort()).toEqual(Object.values(API_URLS).sort());
  });

  it('all begin with API_ROOT, which robots.txt and the Speculation Rules leave out', () => {
    for (const url of Object.values(API_URLS)) expect(url.startsWith(API_ROOT), url).toBe(true);
  });
});
