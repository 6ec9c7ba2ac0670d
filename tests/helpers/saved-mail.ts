import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseMail, type ReceivedMail } from './smtp';

/** Where the local mailbox (scripts/local/mailbox.ts, started by scripts/local/serve.sh) saves every mail it receives. */
const MAILBOX = '.state/mailbox';

/** Every mail the local mailbox has saved. */
export function savedMails(): ReceivedMail[] {
  if (!existsSync(MAILBOX)) return [];
  return readdirSync(MAILBOX)
    .filter((name) => name.endsWith('.eml'))
    .map((name) => parseMail(readFileSync(join(MAILBOX, name), 'utf8')));
}

/** The first saved mail `wanted` accepts, once it has arrived; `what` names it if it never does. */
export async function savedMail(what: string, wanted: (mail: ReceivedMail) => boolean): Promise<ReceivedMail> {
  const until = Date.now() + 15_000;
  for (;;) {
    const found = savedMails().find(wanted);
    if (found) return found;
    if (Date.now() > until) throw new Error(`no mail ${what} reached ${MAILBOX}/ within 15 s`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
