import { beforeEach, vi } from 'vitest';

/**
 * The lines a test's functions log, kept instead of printed so the test can look for the alert it expects.
 * Call it at the top of a test file: the array it gives is emptied before each test, and console is put
 * back after it.
 */
export function keptLogs(): string[] {
  const lines: string[] = [];
  beforeEach(() => {
    lines.length = 0;
    const keep = (line: unknown) => void lines.push(String(line));
    vi.spyOn(console, 'log').mockImplementation(keep);
    vi.spyOn(console, 'error').mockImplementation(keep);
    return () => vi.restoreAllMocks();
  });
  return lines;
}
