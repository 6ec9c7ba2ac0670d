import { describe, expect, it } from 'vitest';
import { withoutUnusedInlineScripts } from '../../scripts/finish/unused-inline-scripts';

describe('inline scripts only the prerenderer’s own runtime read', () => {
  it('removes the router hydration data and the build hash (or its placeholder), and nothing else', () => {
    const html =
      '<div id="root" data-server-rendered="true"><p>x</p></div>' +
      '<script>window.__staticRouterHydrationData = JSON.parse("{\\"loaderData\\":{},\\"actionData\\":null,\\"errors\\":null}");</script>' +
      "<script>window.__VITE_REACT_SSG_HASH__ = 'cy61cs5th2'</script>" +
      '<script>/* SCRIPT_COMMENT_PLACEHOLDER */</script>' +
      '<script type="application/ld+json">{"@context":"https://schema.org"}</script>' +
      '<script>window.other = 1</script>';
    expect(withoutUnusedInlineScripts(html)).toBe(
      '<div id="root" data-server-rendered="true"><p>x</p></div>' +
        '<script type="application/ld+json">{"@context":"https://schema.org"}</script>' +
        '<script>window.other = 1</script>',
    );
  });
});
