/**
 * What the functions that store and mail need in a test: a Blobs sandbox (./blobs.ts), an SMTP server
 * (./smtp.ts), and the mail settings they read from the environment pointed at them.
 */
import { afterAll, beforeAll } from 'vitest';
import { startBlobs, type BlobsSandbox } from './blobs';
import { quietConsole } from './quiet-console';
import { startSmtp, type SmtpSandbox } from './smtp';

/** The servers of one test file (or one `describe`), there from its `beforeAll` to its `afterAll`. */
export interface StoreAndMail {
  readonly blobs: BlobsSandbox;
  readonly smtp: SmtpSandbox;
}

interface Running extends StoreAndMail {
  stop: () => Promise<void>;
}

async function start(env: Record<string, string>): Promise<Running> {
  const blobs = await startBlobs();
  const smtp = await startSmtp();
  const settings = {
    SMTP_URL: smtp.url,
    CONTACT_TO: 'contact@terraluce.example',
    MAIL_FROM: 'site@terraluce.example',
    ...env,
  };
  Object.assign(process.env, settings);
  return {
    blobs,
    smtp,
    async stop() {
      await smtp.stop();
      await blobs.stop();
      for (const name of Object.keys(settings)) delete process.env[name];
    },
  };
}

/**
 * Call it at the top of a test file or a `describe`, before the hooks that use the servers: its `beforeAll` starts
 * them and sets the variables, its `afterAll` stops them and removes every variable it set, so a hook registered
 * after it finds them running. `env` sets more variables, or other addresses than the plain defaults. `quiet`
 * swallows what the functions write to console.log and console.error in each test, and puts console back after it.
 */
export function storeAndMail(env: Record<string, string> = {}, { quiet = false } = {}): StoreAndMail {
  let running: Running | undefined;
  beforeAll(async () => {
    running = await start(env);
  });
  afterAll(async () => {
    await running?.stop();
    running = undefined;
  });
  if (quiet) quietConsole('log', 'error');
  const servers = () => {
    if (!running) {
      throw new Error(
        'the Blobs and SMTP servers run from beforeAll to afterAll: read blobs and smtp inside a hook or a test',
      );
    }
    return running;
  };
  return {
    get blobs() {
      return servers().blobs;
    },
    get smtp() {
      return servers().smtp;
    },
  };
}
