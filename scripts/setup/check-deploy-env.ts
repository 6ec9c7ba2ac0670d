/**
 * The first step of a build on Netlify: stops a deploy whose build can read the newsletter's secret or the
 * key that seals visitors' data. Every
 * build runs code a pull request may bring (a deploy preview, a content branch of the editor), and only the
 * functions need the secret, at run time: it belongs in the "Functions" scope alone. Runs only where Netlify
 * builds (`NETLIFY` and a deploy `CONTEXT` set); a local or CI build passes through.
 */

/** Variables only the functions may read (netlify/lib/newsletter/token.ts and netlify/lib/personal.ts, at run time). */
export const FUNCTIONS_ONLY_VARIABLES = [
  'NEWSLETTER_SECRET',
  'NEWSLETTER_SECRET_PREVIOUS',
  'PERSONAL_DATA_KEY',
  'PERSONAL_DATA_KEY_PREVIOUS',
] as const;

/** What stops this deploy, or null (also null when not building on Netlify). */
export function deployEnvProblem(env: NodeJS.ProcessEnv): string | null {
  const onNetlify = env.NETLIFY === 'true' && Boolean(env.CONTEXT) && env.CONTEXT !== 'dev';
  if (!onNetlify) return null;
  const visible = FUNCTIONS_ONLY_VARIABLES.filter((name) => env[name]);
  if (visible.length === 0) return null;
  return (
    `${visible.join(' and ')} ${visible.length > 1 ? 'are' : 'is'} visible to the build, which runs code from pull requests. ` +
    'In Site configuration > Environment variables, give it the "Functions" scope only (untick "Builds"), ' +
    'with its value for the Production context only; the build does not need it.'
  );
}

const problem = deployEnvProblem(process.env);
if (problem) {
  process.stderr.write(`deploy: ${problem}\n`);
  process.exitCode = 1;
}
