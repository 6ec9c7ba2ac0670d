/*
 * The compiled JavaScript of an MDX body travels in its page's data file (`compiledBody`), where the content
 * step puts it and the prerender (src/app/prerender.tsx) reads it; no MDX reaches the browser, which gets
 * each body as HTML.
 */

/** The name the JSX runtime goes by in a body's function (mdxBodyFunction()). */
const MDX_RUNTIME = '__mdxRuntime';

/**
 * A compiled MDX body as a function of the JSX runtime that returns the body's component, made with
 * `new Function` for the prerender instead of importing the file: Node never unloads a module, so
 * importing every body would keep all their sources and code alive to the end of the prerender, a memory
 * that grows with the number of articles, for the garbage collector to walk again and again. Undefined for a body with an import or export of its author's, which only a module can hold
 * (or `import.meta`), which the content check refuses.
 */
export function mdxBodyFunction<Component>(code: string): ((runtime: unknown) => Component) | undefined {
  const functionBody = mdxFunctionBody(code);
  if (functionBody === undefined) return undefined;
  try {
    return new Function(MDX_RUNTIME, functionBody) as (runtime: unknown) => Component;
  } catch (error) {
    if (error instanceof SyntaxError) return undefined;
    throw error;
  }
}

/** The module's text as a function's: its runtime import read from MDX_RUNTIME, its component returned. */
function mdxFunctionBody(code: string): string | undefined {
  const runtime = /^import \{([^}]*)\} from "react\/jsx-runtime";\n/.exec(code);
  const component = /^export default function MDXContent\(/m;
  if (!runtime || !component.test(code)) return undefined;
  const body = code.slice(runtime[0].length).replace(component, 'return function MDXContent(');
  if (/^\s*(?:import|export)\b/m.test(body)) return undefined;
  return `const {${runtime[1]!.replace(/ as /g, ': ')}} = ${MDX_RUNTIME};\n${body}`;
}
