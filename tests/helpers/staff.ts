import { execFileSync } from 'node:child_process';

/**
 * A staff command (`npm run leads -- …`, `npm run comments -- …`) on this checkout's local stores, as npm runs it
 * (tsx on the script) but without starting npm and npx first; its output.
 */
export function staff(command: 'leads' | 'comments', ...args: string[]): string {
  return execFileSync('node_modules/.bin/tsx', [`scripts/staff/${command}.ts`, ...args], { encoding: 'utf8' });
}
