import { Children, isValidElement, useEffect, type ReactNode } from 'react';
import { Head as PrerenderHelmet } from 'vite-react-ssg';
import { headTags, placeHeadTags, removeHeadNodes, type HeadTag } from '../lib/head-sync';

interface HeadProps {
  children: ReactNode;
  htmlAttributes?: Record<string, string>;
}

/**
 * In the browser the prerendered <head> is already right, so this only keeps it in step after
 * client-side navigation, in about 1 KB where react-helmet-async and its dependencies are 7 KB gzipped.
 */
function BrowserHead({ children, htmlAttributes }: HeadProps) {
  // Compared as text: children are new objects on every render, the tags they describe rarely change.
  const tags = JSON.stringify(headTags(children));
  const attributes = JSON.stringify(htmlAttributes ?? {});
  useEffect(() => {
    for (const [name, value] of Object.entries(JSON.parse(attributes) as Record<string, string>))
      document.documentElement.setAttribute(name, value);
    const placed = placeHeadTags(JSON.parse(tags) as HeadTag[]);
    return () => removeHeadNodes(placed);
  }, [tags, attributes]);
  return null;
}

/** React prop names react-helmet-async writes as other HTML attribute names (its HTML_TAG_MAP). */
const HELMET_NAMES: Record<string, string> = {
  accessKey: 'accesskey',
  charSet: 'charset',
  className: 'class',
  contentEditable: 'contenteditable',
  contextMenu: 'contextmenu',
  httpEquiv: 'http-equiv',
  itemProp: 'itemprop',
  tabIndex: 'tabindex',
};

/** The tags react-helmet-async takes as lists of attributes, and the key its text goes under. */
const LIST_TAGS: Record<string, string | undefined> = {
  link: undefined,
  meta: undefined,
  noscript: 'innerHTML',
  script: 'innerHTML',
  style: 'cssText',
};

/**
 * `children` as the props react-helmet-async makes of them (its Helmet's mapChildrenToProps), in one pass:
 * Helmet's own conversion copies every list again for each tag it adds. With a page's 40 head tags, Helmet
 * took 3.3 s of the prerender's main thread at 9,702 pages, 2.0 s with this. Undefined for anything but
 * plain head elements with text children (a fragment, say, whose tags Helmet drops when others follow
 * it), which are left to Helmet. tests/unit/head.test.tsx holds both to the same head HTML.
 */
export function helmetProps(children: ReactNode): Record<string, unknown> | undefined {
  const props: Record<string, unknown> = {};
  const lists: Record<string, Record<string, unknown>[]> = {};
  let plain = true;
  Children.forEach(children, (child) => {
    if (!plain || !isValidElement<Record<string, unknown>>(child)) return;
    const { children: text, ...rest } = child.props;
    const type = child.type;
    const textual = text === undefined || typeof text === 'string';
    if (typeof type !== 'string' || !textual || !(type in LIST_TAGS || type === 'title')) {
      plain = false;
      return;
    }
    const attributes: Record<string, unknown> = {};
    for (const key of Object.keys(rest)) attributes[HELMET_NAMES[key] ?? key] = rest[key];
    if (type === 'title') {
      props.title = text;
      props.titleAttributes = attributes;
      return;
    }
    const textKey = LIST_TAGS[type];
    if (text && !textKey) plain = false;
    else (lists[type] ??= []).push(text ? { ...attributes, [textKey!]: text } : attributes);
  });
  return plain ? { ...props, ...lists } : undefined;
}

/** A Helmet given its tags as props where helmetProps() can make them (vite-react-ssg's Head, in the prerender). */
export function headWithHelmet(Helmet: (props: Record<string, unknown>) => ReactNode) {
  return function PrerenderHead({ children, htmlAttributes }: HeadProps) {
    const props = helmetProps(children) ?? { children };
    return <Helmet {...(htmlAttributes && { htmlAttributes })} {...props} />;
  };
}

/**
 * The page's head tags: written into the HTML by the prerender (vite-react-ssg's Head), and kept
 * current in the browser. `import.meta.env.SSR` is a build-time constant, so the browser bundle
 * leaves react-helmet-async out entirely.
 */
export const Head: (props: HeadProps) => ReactNode = import.meta.env.SSR
  ? headWithHelmet(PrerenderHelmet as unknown as (props: Record<string, unknown>) => ReactNode)
  : BrowserHead;
