import { describe, expect, it } from 'vitest';
import { withInlineStylesheets as parts } from '../../scripts/finish/finish-pages';

/** The page as the prerender writes it: its parts one after another. */
const withInlineStylesheets = (html: string, read: (href: string) => string) =>
  Buffer.concat(parts(html, read)).toString();

describe('stylesheet inlined into the page', () => {
  it('replaces the linked stylesheet with its text and leaves other links alone', () => {
    const html =
      '<head><link rel="icon" href="/favicon.svg"><link rel="stylesheet" crossorigin="" href="/assets/app-1.css">' +
      '<link rel="modulepreload" crossorigin="" href="/assets/app-2.js"></head>';
    const read = (href: string) => (href === '/assets/app-1.css' ? 'body{color:#222}' : 'missing');
    expect(withInlineStylesheets(html, read)).toBe(
      '<head><link rel="icon" href="/favicon.svg"><style>body{color:#222}</style>' +
        '<link rel="modulepreload" crossorigin="" href="/assets/app-2.js"></head>',
    );
  });

  it('cannot let the stylesheet close the element', () => {
    const html = '<link rel="stylesheet" href="/assets/a.css">';
    expect(withInlineStylesheets(html, () => 'a::after{content:"</style><script>"}')).toBe(
      '<style>a::after{content:"<\\/style><script>"}</style>',
    );
  });

  it('keeps every character of the page around each stylesheet, in any script', () => {
    const html = '<html lang="ar"><link rel="stylesheet" href="/assets/a.css"><p>العربية — 1 000 €</p>';
    expect(withInlineStylesheets(html, () => 'p{margin:0}')).toBe(
      '<html lang="ar"><style>p{margin:0}</style><p>العربية — 1 000 €</p>',
    );
  });
});
