import type { Expression } from 'estree';
import type { Element, ElementContent, Properties, Root } from 'hast';
import { toJsxRuntime, type Components } from 'hast-util-to-jsx-runtime';
import { Fragment, jsx, jsxs } from 'react/jsx-runtime';
import type { BodyNode, BodyTree } from '../../lib/route-data';
import type { BodyComponent } from './MDXComponents';

/**
 * An MDX body's component, from the tree the content step compiled (scripts/content/mdx/mdx-tree.ts), made
 * hast again and rendered as MDX's own compile renders it: `components` replaces Markdown's elements (`a`,
 * `table`) and gives the components the body names (`<Callout>`). The tree holds nothing to run: the only
 * name it asks for is a component's.
 */
export function bodyFromTree(tree: BodyTree): BodyComponent {
  return function MDXContent({ components = {} }) {
    const root: Root = { type: 'root', children: tree.map(hastOf) };
    return toJsxRuntime(root, {
      Fragment,
      jsx,
      jsxs,
      components: components as Partial<Components>,
      createEvaluater: () => ({
        evaluateExpression: (expression: Expression) => componentNamed(components, expression),
        evaluateProgram: () => {
          throw new Error('an MDX body holds an import or export; the content check refuses them');
        },
      }),
    });
  };
}

/** A node of the compact tree as hast: text, an HTML element, or a component (capitalised). */
function hastOf(node: BodyNode): ElementContent {
  if (typeof node === 'string') return { type: 'text', value: node };
  const [name, properties, ...children] = node;
  if (/^[a-z]/.test(name))
    return { type: 'element', tagName: name, properties: properties as Properties, children: children.map(hastOf) };
  const attributes = Object.entries(properties).map(([attribute, value]) => ({
    type: 'mdxJsxAttribute' as const,
    name: attribute,
    value: value === true ? null : (value as string),
  }));
  // hast-util-to-jsx-runtime renders MDX's JSX nodes, which hast's own types do not list.
  return { type: 'mdxJsxFlowElement', name, attributes, children: children.map(hastOf) } as unknown as Element;
}

/** The component a body names: a capitalised JSX name is an identifier, read from `components`. */
function componentNamed(components: Record<string, unknown>, expression: Expression): unknown {
  const name = expression.type === 'Identifier' ? expression.name : undefined;
  if (name && Object.hasOwn(components, name)) return components[name];
  throw new Error(
    `an MDX body names <${name ?? expression.type}>, which is no component of src/components/mdx/MDXComponents.tsx; run \`npm run content\` to see where`,
  );
}
