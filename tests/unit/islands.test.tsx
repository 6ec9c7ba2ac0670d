import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { I18nProvider, useT } from '../../src/hooks/i18n';
import { Island, loadIslands, serializeIslandData } from '../../src/islands/Island';
import type * as Registry from '../../src/islands/registry';
import { readGenerated } from '../helpers/generated';

// The real registry, plus an island that reads a UI string outside its prefixes.
vi.mock('../../src/islands/registry', async (importActual) => {
  const actual = await importActual<typeof Registry>();
  function OutOfBounds() {
    const t = useT();
    return <p>{t('nav.label')}</p>;
  }
  return {
    ...actual,
    ISLANDS: { ...actual.ISLANDS, 'out-of-bounds': async () => ({ default: OutOfBounds }) },
    ISLAND_RULES: { ...actual.ISLAND_RULES, 'out-of-bounds': { when: 'interaction', strings: ['form.'] } },
  };
});

const strings = readGenerated<Record<string, string>>('i18n/en.json');

const prerender = (ui: ReactNode) =>
  renderToString(<I18nProvider value={{ locale: 'en', strings }}>{ui}</I18nProvider>);

beforeAll(loadIslands);

describe('an island in the prerendered page', () => {
  it('writes its props, locale and own UI strings as JSON, then its HTML in its container', () => {
    const html = prerender(<Island name="share-button" props={{ title: 'Pergola', text: 'Bioclimatic' }} />);
    const [, json, container] = /^<script type="application\/json" data-island-data="">(.*?)<\/script>(.*)$/.exec(
      html,
    )!;
    expect(JSON.parse(json!)).toEqual({
      props: { title: 'Pergola', text: 'Bioclimatic' },
      locale: 'en',
      strings: Object.fromEntries(
        Object.entries(strings).filter(([key]) => key.startsWith('product.share') || key.startsWith('toast.')),
      ),
    });
    expect(container).toBe(
      '<div class="island" data-island="share-button" data-when="interaction">' +
        '<button type="button" class="button button--outline">Share</button></div>',
    );
  });

  it('fails the prerender on a UI string outside its prefixes, naming the registry', () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      expect(() => prerender(<Island name={'out-of-bounds' as 'share-button'} props={{} as never} />)).toThrow(
        /The out-of-bounds island uses the UI string "nav\.label", outside its prefixes \(form\.\).*src\/islands\/registry\.ts/,
      );
    } finally {
      quiet.mockRestore();
    }
  });

  it('writes data no text can close the <script> of', () => {
    const data = { props: { text: '</script><script>alert(1)</script>' }, locale: 'en' as const, strings: {} };
    const json = serializeIslandData(data);
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toEqual(data);
    // Line and paragraph separators, which old JavaScript parsers took for line ends, are escaped too.
    expect(serializeIslandData({ ...data, props: { text: 'a\u2028b\u2029c' } })).toContain('a\\u2028b\\u2029c');
  });
});
