import { pathOfLink } from '../../../src/paths';
import { ENTRY_COLLECTIONS, SINGLE_FILES } from '../collections';
import type { Collection, Content, Entry } from './load';
import { referencesOf } from './references';

/**
 * The content with every site link of its YAML entries and single files written as the path it names
 * (`pathOfLink`, src/paths/place.ts): what the content wrote `/conseils/` is `/ratgeber/` on every page once that
 * section is renamed. MDX bodies keep their links; their `<a>` resolves them as it renders
 * (src/components/SmartLink.tsx). Entries whose links name no moved page are passed on as they are.
 */
export function resolveContentLinks(content: Content): Content {
  const resolved = { ...content } as Record<string, unknown>;
  for (const { key } of ENTRY_COLLECTIONS)
    resolved[key] = new Map(
      [...(content[key] as Collection<unknown>)].map(([id, byLocale]) => [
        id,
        new Map([...byLocale].map(([locale, entry]) => [locale, withPaths(entry)])),
      ]),
    );
  for (const { key } of SINGLE_FILES) {
    const entry = content[key] as Entry<unknown> | undefined;
    if (entry) resolved[key] = withPaths(entry);
  }
  return resolved as Content;
}

/** The entry with its links as paths, a copy of it when one of them changes. */
function withPaths<T>(entry: Entry<T>): Entry<T> {
  const moved = referencesOf(entry.schema, entry.data).flatMap((ref) => {
    const path = ref.type === 'link' ? pathOfLink(ref.value) : ref.value;
    return path === ref.value ? [] : [{ at: ref.fieldPath, path }];
  });
  if (!moved.length) return entry;
  const data = structuredClone(entry.data);
  for (const { at, path } of moved) {
    const parent = at.slice(0, -1).reduce((node, key) => (node as Record<PropertyKey, unknown>)[key], data as unknown);
    (parent as Record<PropertyKey, unknown>)[at.at(-1)!] = path;
  }
  return { ...entry, data };
}
