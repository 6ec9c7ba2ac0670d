/**
 * SMTP off this machine is encrypted or not used: a server that offers no STARTTLS (or a man in the middle
 * who strips it) gets neither the password nor a message; the local mailbox on localhost still works. Nor
 * does SMTP_URL send mail through a proxy or log the session (the messages' text) off localhost.
 */
import { networkInterfaces } from 'node:os';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailConfig, sendPrepared, smtpUrlProblem } from '../../netlify/lib/mail';

/** An address of this machine that is not loopback, where a test server can listen like a remote one. */
const outsideAddress = Object.values(networkInterfaces())
  .flat()
  .find((entry) => entry && entry.family === 'IPv4' && !entry.internal)?.address;

describe('SMTP_URL', () => {
  it('may not switch TLS off for a remote server', () => {
    expect(smtpUrlProblem('smtp://user:pass@mail.example.ch:587?ignoreTLS=true')).toMatch(/TLS/);
    expect(smtpUrlProblem('smtp://mail.example.ch:587?requireTLS=false')).toMatch(/TLS/);
    expect(smtpUrlProblem('smtps://mail.example.ch:465?secure=false')).toMatch(/TLS/);
    expect(smtpUrlProblem('http://mail.example.ch')).toMatch(/smtps:\/\//);
    expect(smtpUrlProblem('smtp://user:pass@mail.example.ch:587')).toBeNull();
    expect(smtpUrlProblem('smtps://user:pass@mail.example.ch:465')).toBeNull();
    expect(smtpUrlProblem('smtp://127.0.0.1:2525?ignoreTLS=true')).toBeNull();
    expect(smtpUrlProblem('smtp://localhost:2525')).toBeNull();
  });

  it('may not send through a proxy, nor log the session, for a remote server', () => {
    for (const query of ['proxy=http://proxy.example:3128', 'debug=true', 'logger=true'])
      expect(smtpUrlProblem(`smtps://u:p@mail.example.ch:465?${query}`), query).toMatch(/remove them/);
    expect(smtpUrlProblem('smtp://127.0.0.1:2525?debug=true')).toBeNull();
  });

  // nodemailer reads a query value as a number when it is one (0 and 1 switch TLS too) and nests `tls.*`.
  it.each([
    'smtp://mail.example.ch:587?requireTLS=0',
    'smtp://mail.example.ch:587?requireTLS=',
    'smtp://mail.example.ch:587?ignoreTLS=1',
    'smtp://mail.example.ch:587?ignoreTLS=yes',
    'smtp://mail.example.ch:587?ignoreTLS=true&x=1',
    'smtps://mail.example.ch:465?secure=0',
    'smtps://mail.example.ch:465?tls.rejectUnauthorized=false',
    'smtps://mail.example.ch:465?tls.rejectUnauthorized=0',
    'smtp://mail.example.ch:587?tls.minVersion=TLSv1',
    'smtp://mail.example.ch:587?tls.ciphers=NULL',
    'smtp://mail.example.ch:587?IGNORETLS=true',
    'smtp://mail.example.ch:587?opportunisticTLS=true',
  ])('refuses %s off localhost', (url) => {
    expect(smtpUrlProblem(url)).toMatch(/TLS/);
    expect(smtpUrlProblem(url.replace('mail.example.ch', '127.0.0.1'))).toBeNull();
  });
});

// Without a non-loopback interface (a sandbox with loopback only) there is no "remote" server to try.
describe.skipIf(!outsideAddress)('a remote server without STARTTLS', () => {
  let server: SMTPServer;
  let port = 0;
  const received: string[] = [];
  const logins: string[] = [];

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      allowInsecureAuth: true,
      logger: false,
      onAuth(auth, _session, callback) {
        logins.push(auth.username ?? '');
        callback(null, { user: auth.username });
      },
      onData(stream, _session, callback) {
        stream.on('data', (chunk: Buffer) => received.push(chunk.toString()));
        stream.on('end', () => callback());
      },
    });
    await new Promise<void>((resolve) => server.listen(0, outsideAddress, () => resolve()));
    port = (server.server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('gets neither the password nor the mail', async () => {
    const config = mailConfig({
      SMTP_URL: `smtp://staff:secret@${outsideAddress}:${port}`,
      CONTACT_TO: 'contact@terraluce.example',
    })!;
    await expect(
      sendPrepared(config, { from: 'site@terraluce.example', to: config.to, subject: 'Lead', text: 'Private text' }),
    ).rejects.toThrow(/STARTTLS/i);
    expect(logins).toEqual([]);
    expect(received).toEqual([]);
  });

  it('is refused before connecting when the URL asks for no TLS', async () => {
    const config = mailConfig({
      SMTP_URL: `smtp://staff:secret@${outsideAddress}:${port}?ignoreTLS=true`,
      CONTACT_TO: 'contact@terraluce.example',
    })!;
    await expect(
      sendPrepared(config, { from: 'site@terraluce.example', to: config.to, subject: 'Lead', text: 'Private text' }),
    ).rejects.toMatchObject({ code: 'ESMTPCONFIG' });
    expect(received).toEqual([]);
  });
});
