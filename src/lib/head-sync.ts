import { Children, isValidElement, type ReactNode } from 'react';

/*
 * The browser half of <Head>: prerendering writes every head tag into the HTML (react-helmet-async,
 * through vite-react-ssg), so in the browser a page only has to keep <head> in step when client-side
 * navigation swaps the page. These functions read <Head>'s children as plain data and swap the nodes.
 */

export interface HeadTag {
  tag: string;
  attributes: [string, string][];
  text: string;
}

const HEAD_TAGS = new Set(['title', 'meta', 'link', 'script', 'base', 'style', 'noscript']);

/** React prop names whose HTML attribute is spelt differently. */
const ATTRIBUTE_NAMES: Record<string, string> = {
  charSet: 'charset',
  hrefLang: 'hreflang',
  httpEquiv: 'http-equiv',
  className: 'class',
  crossOrigin: 'crossorigin',
  fetchPriority: 'fetchpriority',
  imageSrcSet: 'imagesrcset',
  imageSizes: 'imagesizes',
  referrerPolicy: 'referrerpolicy',
};

const textOf = (children: ReactNode): string =>
  Children.toArray(children)
    .map((c) => (typeof c === 'string' || typeof c === 'number' ? String(c) : ''))
    .join('');

/** The head tags among `children`, in order, with HTML attribute names; anything else is skipped. */
export function headTags(children: ReactNode): HeadTag[] {
  const tags: HeadTag[] = [];
  for (const child of Children.toArray(children)) {
    if (!isValidElement<Record<string, unknown>>(child) || typeof child.type !== 'string') continue;
    if (!HEAD_TAGS.has(child.type)) continue;
    const attributes: [string, string][] = [];
    for (const [prop, value] of Object.entries(child.props)) {
      if (prop === 'children' || value === undefined || value === null || value === false) continue;
      attributes.push([ATTRIBUTE_NAMES[prop] ?? prop, value === true ? '' : String(value)]);
    }
    tags.push({ tag: child.type, attributes, text: textOf(child.props.children as ReactNode) });
  }
  return tags;
}

/** react-helmet-async marks the tags it prerenders so; ours carry it too, to be recognised as the same. */
const MARK = 'data-rh';

function nodeOf({ tag, attributes, text }: HeadTag, doc: Document): Element {
  const node = doc.createElement(tag);
  node.setAttribute(MARK, 'true');
  for (const [name, value] of attributes) node.setAttribute(name, value);
  if (text) node.textContent = text;
  return node;
}

/**
 * Puts `tags` into `head`, reusing an identical node already there (the prerendered tags, so hydration
 * changes nothing), and returns the nodes now in the document, for `removeHeadNodes` when the page goes.
 */
export function placeHeadTags(tags: HeadTag[], head: HTMLHeadElement = document.head): Element[] {
  const present = [...head.children];
  return tags.map((tag) => {
    const node = nodeOf(tag, head.ownerDocument);
    const same = present.find((p) => p.isEqualNode(node));
    if (!same) {
      head.append(node);
      return node;
    }
    present.splice(present.indexOf(same), 1);
    return same;
  });
}

export function removeHeadNodes(nodes: Element[]): void {
  for (const node of nodes) node.remove();
}
