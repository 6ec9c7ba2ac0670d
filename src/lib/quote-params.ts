/**
 * The contact page's parameter naming where a quote request comes from, a product's request, and the link that asks
 * for one. Kept apart from quote-link.ts, which reads the number formats the content step writes: the content step
 * itself puts this link on each product page, before src/generated/ exists.
 */

/** The parameter naming the estimator a link comes from. */
export const QUOTE_PARAM = 'devis';

/** The contact page's parameters for a product's quote button: the product's id (content/products/). */
export const productQuoteParams = (product: string): Record<string, string> => ({
  [QUOTE_PARAM]: 'product',
  product,
});

/** The link to the contact page (`contact`, its url in the page's locale) that asks for the quote `params` name. */
export const quoteUrl = (contact: string, params: Record<string, string>): string =>
  `${contact}?${new URLSearchParams(params)}`;
