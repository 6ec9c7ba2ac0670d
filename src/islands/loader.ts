import { ISLAND_SELECTOR } from './markup';
import type { IslandData, IslandName, IslandRule } from './registry';

/*
 * Wakes the page's islands (./registry.ts), each on its rule. No framework here: React and an island's
 * code are fetched only when an island wakes, so a page whose islands wait downloads neither.
 */

/** The events that wake any island at once, whatever its rule: the visitor is using it. */
const INTERACTIONS = ['pointerdown', 'focusin', 'keydown', 'input', 'touchstart'] as const;

type Wake = () => void;

/** Calls `wake` when the rule says the island is wanted; every rule also wakes on interaction. */
const RULES: Record<IslandRule, (island: HTMLElement, wake: Wake) => void> = {
  visible: (island, wake) => {
    // The container has no box of its own (display: contents): its children are what scrolls into view.
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((e) => e.isIntersecting)) return;
      observer.disconnect();
      wake();
    });
    for (const child of island.children) observer.observe(child);
  },
  query: (_, wake) => {
    if (window.location.search) wake();
  },
  interaction: () => undefined,
};

/**
 * Buttons pressed before the island's code has arrived, pressed again once it is hydrated: a click on
 * Share or on a carousel arrow is not lost. So are links marked `data-replay-click`, whose script does
 * better than the link (a share window instead of leaving the page). Other links and submit buttons
 * need no help: without the script they do what they do without JavaScript.
 */
function rememberPresses(island: HTMLElement) {
  const pressed: HTMLElement[] = [];
  const onClick = (event: Event) => {
    const target = (event.target as Element).closest?.('button[type="button"], a[data-replay-click]');
    if (!(target instanceof HTMLElement) || !island.contains(target)) return;
    if (target instanceof HTMLAnchorElement) event.preventDefault();
    pressed.push(target);
  };
  island.addEventListener('click', onClick);
  return () => {
    island.removeEventListener('click', onClick);
    return pressed;
  };
}

async function hydrate(island: HTMLElement, name: IslandName) {
  // The build checks that every island has its data just before it (scripts/finish/dist-checks.ts).
  const data = JSON.parse(island.previousElementSibling!.textContent!) as IslandData;
  const stopRemembering = rememberPresses(island);
  const { fetchIsland } = await import('./fetch-island');
  const { hydrateIsland, Component } = await fetchIsland(name);
  // React replays what happens once it has the root; what happened before is ours to replay.
  const pressed = stopRemembering();
  hydrateIsland(island, Component, data);
  if (pressed.length) requestAnimationFrame(() => requestAnimationFrame(() => pressed.at(-1)?.click()));
}

/** Finds every island of the page and wakes each on its rule. */
export function startIslands(root: ParentNode = document) {
  for (const island of root.querySelectorAll<HTMLElement>(ISLAND_SELECTOR)) {
    // Names and rules the build wrote from src/islands/registry.ts, and checked (scripts/finish/dist-checks.ts).
    const name = island.dataset.island as IslandName;
    const rule = island.dataset.when as IslandRule;
    let woken = false;
    const wake = () => {
      if (woken) return;
      woken = true;
      for (const type of INTERACTIONS) island.removeEventListener(type, wake, true);
      hydrate(island, name).catch((error: unknown) => console.error(`Island ${name} could not start`, error));
    };
    for (const type of INTERACTIONS) island.addEventListener(type, wake, { capture: true, passive: true });
    RULES[rule](island, wake);
  }
}
