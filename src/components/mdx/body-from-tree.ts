import type { Expression } from 'estree';
import { toJsxRuntime, type Components } from 'hast-util-to-jsx-runtime';
import { Fragment, jsx, jsxs } from 'react/jsx-runtime';
import type { BodyTree } from '../../lib/route-data';
import type { BodyComponent } from './MDXComponents';

/**
 * An MDX body's component, from the HTML tree the content step compiled (scripts/content/mdx/mdx-tree.ts).
 * As with MDX's own compile, `components` replaces Markdown's elements (`a`, `table`) and gives the
 * components the body names (`<Callout>`). The tree holds nothing to run: the only name it asks for is a
 * component's.
 */
export function bodyFromTree(tree: BodyTree): BodyComponent {
  return function MDXContent({ components = {} }) {
    return toJsxRuntime(tree, {
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

/** The component a body names: a capitalised JSX name is an identifier, read from `components`. */
function componentNamed(components: Record<string, unknown>, expression: Expression): unknown {
  const name = expression.type === 'Identifier' ? expression.name : undefined;
  if (name && Object.hasOwn(components, name)) return components[name];
  throw new Error(
    `an MDX body names <${name ?? expression.type}>, which is no component of src/components/mdx/MDXComponents.tsx; run \`npm run content\` to see where`,
  );
}
