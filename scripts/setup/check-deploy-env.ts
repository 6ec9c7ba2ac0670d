/**
 * The first step of a build on Netlify: stops a deploy whose functions could not work because a variable
 * they need is missing or unusable, with a message naming it. Runs only where Netlify builds (`NETLIFY` and
 * a deploy `CONTEXT` set); a local or CI build without them passes through without loading the functions'
 * code (a copy of the project for a test build may not have it).
 */

/** What stops this deploy, or null (also null when not building on Netlify). */
export async function deployEnvProblem(env: NodeJS.ProcessEnv): Promise<string | null> {
  const onNetlify = env.NETLIFY === 'true' && Boolean(env.CONTEXT) && env.CONTEXT !== 'dev';
  if (!onNetlify) return null;
  const { newsletterSecretProblem } = await import('../../netlify/lib/newsletter/token');
  const problem = newsletterSecretProblem(env);
  return problem
    ? `${problem}. Give it the "Builds" and "Functions" scopes in Site configuration > Environment variables: every newsletter sign-up and link fails without it.`
    : null;
}

const problem = await deployEnvProblem(process.env);
if (problem) {
  process.stderr.write(`deploy: ${problem}\n`);
  process.exitCode = 1;
}
