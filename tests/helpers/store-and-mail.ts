/**
 * What the functions that store and mail need in a test: a Blobs sandbox (./blobs.ts), an SMTP server
 * (./smtp.ts), and the mail settings they read from the environment pointed at them.
 */
import { startBlobs, type BlobsSandbox } from './blobs';
import { startSmtp, type SmtpSandbox } from './smtp';

export interface StoreAndMail {
  blobs: BlobsSandbox;
  smtp: SmtpSandbox;
  /** Stops both servers and removes every variable `startStoreAndMail` set. */
  stop: () => Promise<void>;
}

/** `env` sets more variables, or other addresses than the plain defaults. */
export async function startStoreAndMail(env: Record<string, string> = {}): Promise<StoreAndMail> {
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
