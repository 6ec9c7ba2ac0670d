import { useEffect, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { I18nProvider } from '../hooks/i18n';
import type { IslandData } from './registry';

/** Calls back once React has taken the island over. */
function Hydrated({ onHydrated }: { onHydrated: () => void }) {
  useEffect(onHydrated, [onHydrated]);
  return null;
}

/** Hydrates one island on its own root, with the props and strings the prerender wrote beside it. */
export function hydrateIsland(container: HTMLElement, Component: ComponentType<object>, data: IslandData) {
  hydrateRoot(
    container,
    <I18nProvider value={{ locale: data.locale, strings: data.strings }}>
      <Component {...data.props} />
      {/* Marks the island hydrated: for tests, and for styles that need the script. */}
      <Hydrated onHydrated={() => container.setAttribute('data-hydrated', 'true')} />
    </I18nProvider>,
  );
}
