/**
 * Which deploy a function runs in: production, a deploy preview or a branch deploy (a content branch of the
 * editor is one). Netlify gives it on the request's context (`Netlify.context.deploy.context`) and, for
 * the build and the CLI, as the `CONTEXT` variable; `netlify dev` and the tests set none or `dev`, which
 * count as production: their stores are a local sandbox already.
 */
export type DeployContext = 'production' | 'preview';

interface NetlifyGlobal {
  context?: { deploy?: { context?: string } } | null;
}

export function deployContext(env: NodeJS.ProcessEnv = process.env): DeployContext {
  // The functions runtime reads the context from a request header Netlify's edge sets; `netlify dev` sends
  // none, and the runtime then gives an empty string, which names no deploy.
  const fromRequest = (globalThis as { Netlify?: NetlifyGlobal }).Netlify?.context?.deploy?.context || undefined;
  const name = fromRequest ?? env.CONTEXT ?? 'production';
  return name === 'production' || name === 'dev' ? 'production' : 'preview';
}

/**
 * The Blobs store a preview uses instead of production's: code a pull request brings runs only against
 * data of previews, never against the leads, subscriptions and comments of the live site.
 */
export function storeNameFor(name: string, context: DeployContext = deployContext()): string {
  return context === 'production' ? name : `${name}-preview`;
}
