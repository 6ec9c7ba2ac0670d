import { createElement, type ComponentType } from 'react';
import { I18nProvider, useI18n } from '../hooks/i18n';
import { ISLAND_DATA_ATTRIBUTES, islandContainerAttributes } from './markup';
import {
  ISLAND_RULES,
  ISLANDS,
  type IslandData,
  type IslandName,
  type IslandProps,
  type ShellDataOf,
} from './registry';

const components = new Map<IslandName, ComponentType<object>>();

let loading: Promise<void> | undefined;

/**
 * Loads every island's component, once, for the prerender to render them in place: rendering is
 * synchronous, and the registry gives each component as the chunk the browser loads on its own.
 */
export function loadIslands(): Promise<void> {
  return (loading ??= loadAll());
}

async function loadAll(): Promise<void> {
  await Promise.all(
    Object.entries(ISLANDS).map(async ([name, load]) => {
      components.set(name as IslandName, (await load()).default as ComponentType<object>);
    }),
  );
}

/** Each catalogue's strings per island, chosen once: the prerender gives every page of a locale the same catalogue. */
const chosen = new WeakMap<Record<string, string>, Map<IslandName, Record<string, string>>>();

/**
 * The UI strings an island may use, by the key prefixes of its definition. The same object for the same
 * catalogue, frozen: every island of that name on every page of the locale shares it.
 */
export function islandStrings(name: IslandName, all: Record<string, string>): Record<string, string> {
  let byIsland = chosen.get(all);
  if (!byIsland) chosen.set(all, (byIsland = new Map()));
  let own = byIsland.get(name);
  if (!own) {
    const prefixes = ISLAND_RULES[name].strings;
    own = Object.freeze(
      Object.fromEntries(Object.entries(all).filter(([key]) => prefixes.some((p) => key.startsWith(p)))),
    );
    byIsland.set(name, own);
  }
  return own;
}

/**
 * Strings that fail loudly on a key outside the island's prefixes: the browser would have only the
 * island's own, so the page would hydrate with a different text than the prerender wrote.
 */
function strictStrings(name: IslandName, own: Record<string, string>): Record<string, string> {
  return new Proxy(own, {
    get(target, key) {
      if (typeof key !== 'string' || key in target) return target[key as string];
      throw new Error(
        `The ${name} island uses the UI string "${key}", outside its prefixes (${ISLAND_RULES[name].strings.join(', ')}); add its prefix to ISLAND_RULES in src/islands/registry.ts.`,
      );
    },
  });
}

/** Props and strings as JSON inside a <script>: `<` escaped so no text can close the element. */
export function serializeIslandData(data: IslandData): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * An island in the prerendered page: its data (props and strings, and what the shell reads beside it) in a
 * JSON script, then its HTML in a container the browser hydrates on its own root (src/islands/loader.ts).
 * The container takes no room of its own (`display: contents`), so the island lays out as its component does
 * anywhere else.
 */
export function Island<N extends IslandName>({
  name,
  props,
  shell,
}: {
  name: N;
  props: IslandProps<N>;
  shell?: ShellDataOf<N>;
}) {
  const { locale, strings } = useI18n();
  const Component = components.get(name);
  if (!Component) throw new Error(`The ${name} island was rendered before loadIslands() (src/islands/Island.tsx)`);
  const own = islandStrings(name, strings);
  const data: IslandData = {
    props: props as Record<string, unknown>,
    locale,
    strings: own,
    ...(shell ? { shell } : {}),
  };
  return (
    <>
      <script {...ISLAND_DATA_ATTRIBUTES} dangerouslySetInnerHTML={{ __html: serializeIslandData(data) }} />
      <div {...islandContainerAttributes(name, ISLAND_RULES[name].when)}>
        <I18nProvider value={{ locale, strings: strictStrings(name, own) }}>
          {createElement(Component, props as object)}
        </I18nProvider>
      </div>
    </>
  );
}
