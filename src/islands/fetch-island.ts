import type { ComponentType } from 'react';
import { ISLANDS, type IslandName } from './registry';

/**
 * An island's code and React's hydration, fetched together. A chunk of its own, loaded when the page's first
 * island wakes: the list of every island's chunks and the preloading of each one's modules (Vite's helper,
 * which fetches an island's imports at once rather than one level at a time) stay out of the script every
 * page loads.
 */
export async function fetchIsland(name: IslandName) {
  const [{ hydrateIsland }, { default: Component }] = await Promise.all([import('./hydrate'), ISLANDS[name]()]);
  return { hydrateIsland, Component: Component as ComponentType<object> };
}
