/**
 * Netlify reads each function's `config` from its source without running it: a path, method or schedule given
 * through a constant is silently ignored (the function then answers at no url, its URL falling through to
 * the 404 page, or answers every method, or never runs). What Netlify's own reader finds in each function's
 * source must be the config the module exports.
 */
import type { Config } from '@netlify/functions';
import { readdirSync } from 'node:fs';
import { basename } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FUNCTIONS_DIR, functionsAsNetlifyReadsThem } from '../helpers/netlify-functions';

const read = await functionsAsNetlifyReadsThem();

describe('function configs', () => {
  it('name every function of netlify/functions/ that Netlify deploys', () => {
    const files = readdirSync(FUNCTIONS_DIR).filter((file) => file.endsWith('.mts'));
    expect(read.map((fn) => basename(fn.file)).sort()).toEqual(files.sort());
  });

  it.each(read)('$name: Netlify reads the path, method and schedule its module exports', async (fn) => {
    const { config } = (await import(fn.file)) as { config: Config };
    expect(config.path ?? config.schedule, 'a function answers at a path or runs on a schedule').toBeDefined();
    expect({ paths: fn.paths, methods: fn.methods, schedule: fn.schedule }).toEqual({
      paths: [config.path ?? []].flat(),
      methods: [config.method ?? []].flat(),
      schedule: config.schedule,
    });
  });
});
