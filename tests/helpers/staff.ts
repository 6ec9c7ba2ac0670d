import { runCommentsCli } from '../../scripts/staff/comments';
import { runLeadsCli } from '../../scripts/staff/leads';

const COMMANDS = { leads: runLeadsCli, comments: runCommentsCli };

/**
 * A staff command (`npm run leads -- …`, `npm run comments -- …`) on this checkout's local stores: the command
 * line's own function, given the arguments and the environment npm would give it, run in the test's process
 * rather than in a new Node that compiles the scripts again for each call; its output. A command that fails
 * throws with what it wrote to its error channel.
 */
export async function staff(command: keyof typeof COMMANDS, ...args: string[]): Promise<string> {
  const out: string[] = [];
  const err: string[] = [];
  const code = await COMMANDS[command](args, {
    out: (text) => out.push(text),
    err: (text) => err.push(text),
    env: process.env,
  });
  if (code !== 0) throw new Error(`npm run ${command} -- ${args.join(' ')} ended with ${code}: ${err.join('\n')}`);
  return out.join('\n');
}
