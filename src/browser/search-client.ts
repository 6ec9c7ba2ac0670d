import type { Locale } from '../schemas/common';
import {
  mergeHits,
  parseFallbacks,
  searchPlan,
  type IndexHit,
  type IndexLanguages,
  type SearchHit,
} from '../lib/search';
// The file itself, not the paths module's index: the browser needs this one url of it.
import { SEARCH_BUNDLE } from '../paths/site-files';

/*
 * Full-site search in the browser: loads the Pagefind bundle that scripts/finish/search-index.ts writes to
 * dist/pagefind/. Never imported during prerendering, and never bundled by vite: the URL is
 * built at run time, so the bundle of the deployed build is always the one used.
 */

interface PagefindResult {
  score: number;
  data(): Promise<{ url: string; excerpt: string; meta: Record<string, string | undefined> }>;
}
interface PagefindInstance {
  search(term: string): Promise<{ results: PagefindResult[] } | null>;
}
interface PagefindModule {
  createInstance(options?: { basePath?: string }): PagefindInstance;
}

let bundle: Promise<{ module: PagefindModule; languages: IndexLanguages }> | undefined;
const instances = new Map<string, PagefindInstance>();

function loadBundle() {
  bundle ??= (async () => {
    const url = `${SEARCH_BUNDLE}pagefind.js`;
    const [module, entry] = await Promise.all([
      import(/* @vite-ignore */ url) as Promise<PagefindModule>,
      fetch(`${SEARCH_BUNDLE}pagefind-entry.json`).then((r) => {
        if (!r.ok) throw new Error(`${SEARCH_BUNDLE}pagefind-entry.json answered ${r.status}; run npm run build`);
        return r.json() as Promise<{ languages: IndexLanguages }>;
      }),
    ]);
    return { module, languages: entry.languages };
  })();
  // A failed load (offline, no build) may succeed on the next search.
  bundle.catch(() => (bundle = undefined));
  return bundle;
}

/**
 * Pagefind picks the language index from `<html lang>` when an instance is created and has no
 * option for it. Its maintainers' workaround (Pagefind issue #593) is to show the wanted
 * language for that one synchronous call; nothing renders or reads the page in between.
 */
function instanceFor(module: PagefindModule, language: string): PagefindInstance {
  let instance = instances.get(language);
  if (instance) return instance;
  const html = document.documentElement;
  const actual = html.getAttribute('lang');
  html.setAttribute('lang', language);
  try {
    instance = module.createInstance({ basePath: SEARCH_BUNDLE });
  } finally {
    if (actual === null) html.removeAttribute('lang');
    else html.setAttribute('lang', actual);
  }
  instances.set(language, instance);
  return instance;
}

async function searchIndex(module: PagefindModule, language: string, query: string): Promise<IndexHit[]> {
  const response = await instanceFor(module, language).search(query);
  return Promise.all(
    (response?.results ?? []).map(async (result) => {
      const d = await result.data();
      return {
        url: d.url,
        title: d.meta.title || d.url,
        excerpt: d.excerpt,
        score: result.score,
        fallbacks: parseFallbacks(d.meta.fallbacks),
      };
    }),
  );
}

/** Searches the locale's pages; rejects when the index cannot be loaded. */
export async function searchSite(locale: Locale, query: string): Promise<SearchHit[]> {
  const { module, languages } = await loadBundle();
  const plan = searchPlan(locale, languages);
  // One after the other: Pagefind's WebAssembly fails ("memory access out of bounds") when two of its
  // indexes search at the same time.
  const own = plan.own ? await searchIndex(module, plan.own, query) : [];
  const fallback = plan.fallback ? await searchIndex(module, plan.fallback, query) : [];
  return mergeHits(locale, own, fallback);
}
