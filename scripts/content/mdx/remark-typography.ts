import type { Root } from 'mdast';
import type { VFile } from 'vfile';
import { typeset } from '../../../src/lib/typography.ts';
import { isLocale } from '../../../src/paths/index.ts';

/**
 * The typography of an MDX body's language (src/lib/typography.ts), applied to its text and to the
 * text attributes of its components (`alt`, `caption`, `title`). The language is the file's
 * (`x.fr.mdx`); code and links' targets are left alone.
 */
export default function remarkTypography() {
  return (tree: Root, file: VFile) => {
    const locale = /\.([a-z]{2})\.mdx$/.exec(file.path ?? '')?.[1];
    if (!locale || !isLocale(locale)) return;
    // Every node in document order, as unist-util-visit goes, without the list of parents it builds for
    // each node (nothing here needs them) or a call through its tests.
    const walk = (node: Node) => {
      if (node.type === 'text') node.value = typeset(node.value, locale);
      if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement')
        for (const attribute of node.attributes)
          if (
            attribute.type === 'mdxJsxAttribute' &&
            typeof attribute.value === 'string' &&
            ['alt', 'caption', 'title'].includes(attribute.name)
          )
            attribute.value = typeset(attribute.value, locale);
      if ('children' in node) for (const child of node.children) walk(child);
    };
    walk(tree);
  };
}

type Node = Root | Root['children'][number];
