// patches/pagefind+1.6.0.patch: Pagefind's close() kills its indexer and, patched, resolves only once
// this process has reaped it. Unpatched, the build exits with the indexer unreaped, so the indexer's CPU
// time is counted in no one's total and the process outlives the build that started it.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import * as pagefind from 'pagefind';
import { describe, expect, it } from 'vitest';

/** This process's child processes whose command name starts with `pagefind`. */
function pagefindChildren(): number[] {
  const children = readdirSync(`/proc/${process.pid}/task`).flatMap((task) =>
    readFileSync(`/proc/${process.pid}/task/${task}/children`, 'utf8').trim().split(/\s+/).filter(Boolean),
  );
  return children.filter((pid) => readFileSync(`/proc/${pid}/comm`, 'utf8').startsWith('pagefind')).map(Number);
}

describe.runIf(process.platform === 'linux')('Pagefind close()', () => {
  it('resolves once the indexer has exited and been reaped by this process', async () => {
    const { index } = await pagefind.createIndex({});
    await index!.addHTMLFile({
      sourcePath: 'en/index.html',
      content: '<html lang="en"><body><main data-pagefind-body><p>Pergolas and carports</p></main></body></html>',
    });
    const [indexer] = pagefindChildren();
    expect(indexer, 'the indexer runs as a child of this process').toBeTypeOf('number');
    await pagefind.close();
    // Gone from /proc: a killed child not yet reaped would still be listed, as a zombie.
    expect(existsSync(`/proc/${indexer}`)).toBe(false);
    expect(pagefindChildren()).toEqual([]);
  });
});
