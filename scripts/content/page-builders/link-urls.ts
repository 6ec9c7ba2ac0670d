import type { Locale } from '../../../src/schemas/index';
import { isExternal, isFileLink } from '../../../src/paths';
import type { Entry } from '../load/load';
import { dataWithLinks, treeWithLinks } from '../load/link-rewrite';
import type { PlaceAt } from './places';

/** An entry as the page in a locale shows it: each of its site links the url of the page it leads to, in that locale. */
export type EntryInLocale = <T>(entry: Entry<T>, locale: Locale) => Entry<T>;

/**
 * Gives the site links of an entry (the fields its schema marks as links, and its MDX body's Markdown links),
 * which the content step made the paths of the pages they name (../load/content-links.ts), their urls in the
 * locale of the page that shows the entry: `/contact/?devis=x#form` is `/fr/contact/?devis=x#form` on a French
 * page, whether the entry is French or the English one shown in its place. The views render them as given
 * (src/components/SmartLink.tsx). The link fields are those the loader found once (`references`, ../load/load.ts);
 * each entry is given its urls once per locale; an entry without a site link is its own in every locale.
 */
export function entriesInLocale(placeAt: PlaceAt): EntryInLocale {
  const made = new WeakMap<object, Map<Locale, Entry<unknown>>>();
  const fieldsOf = (entry: Entry<unknown>) =>
    entry.references.filter((ref) => ref.type === 'link').map((ref) => ref.fieldPath);
  return <T>(entry: Entry<T>, locale: Locale): Entry<T> => {
    let byLocale = made.get(entry);
    if (!byLocale) made.set(entry, (byLocale = new Map()));
    let shown = byLocale.get(locale) as Entry<T> | undefined;
    if (!shown) {
      const urlOf = (link: string) => linkUrl(placeAt, link, locale);
      const fields = fieldsOf(entry as Entry<unknown>);
      const data = dataWithLinks(entry.data, fields, urlOf);
      const bodyTree = entry.bodyTree && treeWithLinks(entry.bodyTree, urlOf);
      shown =
        data === entry.data && bodyTree === entry.bodyTree
          ? entry
          : { ...entry, data, ...(bodyTree ? { bodyTree } : {}) };
      byLocale.set(locale, shown as Entry<unknown>);
    }
    return shown;
  };
}

/**
 * A link to a page of the site: not another site, a mail or phone address, a file, nor the same page (`#x`, `?x`),
 * as the content check reads links (../checks/checks.ts).
 */
function isSiteLink(link: string): boolean {
  return !isExternal(link) && !isFileLink(link) && !link.startsWith('#') && !link.startsWith('?');
}

/**
 * The url of the site link `link` (a page's path, maybe with a query and an anchor) in `locale`, from the page's
 * place. The content check has held every link to a page's path (../checks/checks.ts) before any page is built.
 */
export function linkUrl(placeAt: PlaceAt, link: string, locale: Locale): string {
  if (!isSiteLink(link)) return link;
  const cut = link.search(/[?#]/);
  const [path, suffix] = cut === -1 ? [link, ''] : [link.slice(0, cut), link.slice(cut)];
  return `${placeAt({ locale, path }).url}${suffix}`;
}
