/**
 * The editor's page at /admin/: the site name from content/site.yaml goes into its title as text, so a name
 * holding markup cannot add an element (a script) to the page that holds the editor's GitHub session.
 */
import { describe, expect, it } from 'vitest';
import { adminPage } from '../../scripts/cms/write-admin';

describe('the admin page', () => {
  it('writes the site name into its title as text', () => {
    const name = 'Terraluce</title><script>alert(document.cookie)</script><title>& "Co"';
    const html = adminPage(name);
    const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
    const decoded = title.replace(
      /&(lt|gt|quot|#39|amp);/g,
      (_, e: string) => ({ lt: '<', gt: '>', quot: '"', '#39': "'", amp: '&' })[e]!,
    );
    expect(decoded).toBe(`${name} · content editor`);
    expect(html.match(/<script\b/g)).toHaveLength(3);
    expect(html).not.toContain('<script>alert');
  });
});
