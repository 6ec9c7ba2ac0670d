/**
 * A made-up built project for the benchmark's readers (tools/bench/): a temporary folder holding a route
 * manifest of the pages given and the files each test puts beside it. Removed with the other temporary folders
 * (`removeTempDirs`, ./content-copy.ts).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { ManifestEntry, PageKind } from '../../src/lib/route-data';
import type { BlockPageLayout } from '../../src/schemas/page';
import { placeOf, type PageLocation } from '../../src/paths';
import { tempDir } from './content-copy';

export interface BuiltProject {
  root: string;
  /** Writes `text` at `file`, relative to the project's root. */
  put(file: string, text: string | Buffer): void;
}

/** A project whose route manifest lists `pages`, each a fixed page of the kind (and layout) given, at its place. */
export function builtProject(
  prefix: string,
  pages: (PageLocation & { id: string; kind: PageKind; layout?: BlockPageLayout })[],
): BuiltProject {
  const root = tempDir(prefix);
  const put = (file: string, text: string | Buffer) => {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), text);
  };
  const manifest = pages.map(({ id, kind, layout, ...location }) => ({ ...placeOf(location), kind, id, layout }));
  put('src/generated/route-manifest.json', JSON.stringify(manifest satisfies Partial<ManifestEntry>[]));
  return { root, put };
}
