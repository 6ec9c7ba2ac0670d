import estimator from '../generated/estimator.json' with { type: 'json' };
import solar from '../generated/solar-estimator.json' with { type: 'json' };
import { ISLAND_DATA_ATTRIBUTE, ISLAND_SELECTOR } from '../islands/markup';
import type { IslandData } from '../islands/registry';
import { formatLocaleOf } from '../lib/estimate-format';
import { QUOTE_FIELDS, quoteFromParams, type QuoteRequest, type QuoteSources } from '../lib/quote-link';
import type { SolarCalendar } from '../lib/solar-format';
import { dayInSwitzerland } from '../lib/solar-periods';
import type { EstimatorConfig } from '../schemas/estimator';
import type { SolarEstimatorConfig } from '../schemas/solar-estimator';

/**
 * A quote request opens the contact page with the estimator's parameters in the url
 * (`/contact/?devis=solar&region=GE…`, src/lib/quote-link.ts), a product's button its id. The page writes the
 * subject and message from them, as the estimator words its request, in the page's language (the form
 * island's strings and product titles), as soon as
 * the shell runs: the visitor sees them before the form's own script arrives, and the island keeps what
 * the fields hold when it wakes. Any other url fills in nothing; a field the visitor already typed in
 * is left alone.
 */
export function prefillContactForm(form: HTMLFormElement, now = new Date()) {
  const script = form.closest(ISLAND_SELECTOR)?.previousElementSibling;
  if (!script?.hasAttribute(ISLAND_DATA_ATTRIBUTE)) return;
  const { locale, strings, shell } = JSON.parse(script.textContent ?? '{}') as IslandData;
  const sources: QuoteSources = {
    estimator: estimator.config as EstimatorConfig,
    solar: solar.config as SolarEstimatorConfig,
    words: {
      locale,
      formatLocale: formatLocaleOf(locale),
      strings,
      calendar: (solar.calendars as Record<string, SolarCalendar>)[locale]!,
    },
    day: dayInSwitzerland(now),
    products: (shell?.products ?? {}) as Record<string, string>,
  };
  const request = quoteFromParams(new URLSearchParams(location.search), sources);
  if (!request) return;
  for (const [part, name] of Object.entries(QUOTE_FIELDS) as [keyof QuoteRequest, string][]) {
    const field = form.elements.namedItem(name) as HTMLInputElement | HTMLTextAreaElement | null;
    if (!field || field.value) continue;
    field.value = request[part];
    // The form's check, if already awake, counts the field as filled in.
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
}
