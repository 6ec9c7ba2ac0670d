import { useEffect, type ReactNode } from 'react';
import { Head as PrerenderHead } from 'vite-react-ssg';
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

/**
 * The page's head tags: written into the HTML by the prerender (vite-react-ssg's Head), and kept
 * current in the browser. `import.meta.env.SSR` is a build-time constant, so the browser bundle
 * leaves react-helmet-async out entirely.
 */
export const Head: (props: HeadProps) => ReactNode = import.meta.env.SSR ? PrerenderHead : BrowserHead;
