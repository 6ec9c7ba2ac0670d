import { beforeEach, vi } from 'vitest';

/**
 * Swallows what the code under test writes to the given console methods in each test of the file (or the
 * `describe`) that calls it, and puts console back after each test: the functions log every request and error.
 */
export function quietConsole(...methods: ('log' | 'error' | 'warn')[]): void {
  beforeEach(() => {
    for (const method of methods.length ? methods : (['log', 'error'] as const))
      vi.spyOn(console, method).mockImplementation(() => undefined);
    return () => vi.restoreAllMocks();
  });
}
