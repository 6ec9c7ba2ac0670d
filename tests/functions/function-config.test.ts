/**
 * Netlify reads each function's `config` from its source without running it: a path or schedule given
 * through a constant is silently ignored (the function then answers nothing and its URL falls through to
 * the 404 page). Every one must be written as a literal.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const DIR = 'netlify/functions';
const files = readdirSync(DIR).filter((f) => f.endsWith('.mts'));

describe('function configs', () => {
  it.each(files)('%s declares its path or schedule as a literal', (file) => {
    const source = readFileSync(`${DIR}/${file}`, 'utf8');
    const config = /export const config: Config = (\{[\s\S]*?\n\}|\{[^\n]*\});/.exec(source)?.[1];
    expect(config, `${file} exports no config`).toBeDefined();
    expect(config).toMatch(/\b(path|schedule): ['"]/);
    expect(config).not.toMatch(/\b(path|schedule): [A-Za-z_]/);
  });
});
