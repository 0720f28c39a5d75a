import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';
import { afterEach, describe, expect, it } from 'vitest';
import { createSmtpMailer, MailDeliveryError } from './smtp-mailer.ts';
import { mailerContract, type DeliveredMail } from './mailer.contract.ts';

interface TestSmtpServer {
  url: string;
  delivered: DeliveredMail[];
  close(): Promise<void>;
}

const USER = 'casona';
// Characters that must survive percent-encoding in the URL.
const PASSWORD = 'p@ss:wörd/1';

/** A real SMTP server on loopback that records what it accepts. */
async function startSmtpServer(
  overrides: Partial<SMTPServerOptions> = {},
  listenPort = 0,
): Promise<TestSmtpServer> {
  const delivered: DeliveredMail[] = [];
  const server = new SMTPServer({
    // Plain text on loopback: no certificate to manage in a test.
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    logger: false,
    closeTimeout: 1_000,
    onAuth(auth, _session, callback) {
      if (auth.username === USER && auth.password === PASSWORD) return callback(null, { user: USER });
      return callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', callback);
      stream.on('end', () => {
        delivered.push({
          envelopeFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          envelopeTo: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks),
        });
        callback();
      });
    },
    ...overrides,
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(listenPort, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://${USER}:${encodeURIComponent(PASSWORD)}@127.0.0.1:${port}`,
    delivered,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const smtpError = (message: string, responseCode: number): Error =>
  Object.assign(new Error(message), { responseCode });

const FROM = 'Casona <no-reply@casona.example>';

mailerContract('SMTP (nodemailer pool → smtp-server)', async () => {
  const server = await startSmtpServer();
  const mailer = createSmtpMailer({ url: server.url, from: FROM });
  return {
    mailer,
    defaultFrom: FROM,
    delivered: async () => server.delivered,
    close: async () => {
      await mailer.close();
      await server.close();
    },
  };
});

describe('SMTP mailer', () => {
  const cleanup: Array<() => Promise<void>> = [];
  afterEach(async () => {
    for (const fn of cleanup.splice(0).reverse()) await fn();
  });

  async function setup(overrides: Partial<SMTPServerOptions>, url?: (server: TestSmtpServer) => string) {
    const server = await startSmtpServer(overrides);
    const mailer = createSmtpMailer({ url: url ? url(server) : server.url, from: FROM });
    cleanup.push(server.close, mailer.close);
    return { server, mailer };
  }

  const message = { to: 'ana@example.mx', subject: 'Hola', text: 'Hola', html: '<p>Hola</p>' };

  it('rejects when the server answers 451 (temporary), marked transient for the job queue', async () => {
    const { mailer, server } = await setup({
      onData(stream, _session, callback) {
        stream.resume();
        stream.on('end', () => callback(smtpError('Local error in processing, try again later', 451)));
      },
    });
    const error = await mailer.send(message).then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(MailDeliveryError);
    expect(error).toMatchObject({ code: 'MAIL_DELIVERY_FAILED', transient: true, responseCode: 451 });
    expect(server.delivered).toEqual([]);
  });

  it('rejects when the server answers 421 at RCPT, still transient', async () => {
    const { mailer } = await setup({
      onRcptTo(_address, _session, callback) {
        callback(smtpError('Service not available, closing channel', 421));
      },
    });
    await expect(mailer.send(message)).rejects.toMatchObject({ transient: true, responseCode: 421 });
  });

  it('rejects a permanently refused recipient as not transient', async () => {
    const { mailer } = await setup({
      onRcptTo(_address, _session, callback) {
        callback(smtpError('Mailbox unavailable', 550));
      },
    });
    await expect(mailer.send(message)).rejects.toMatchObject({ transient: false, responseCode: 550 });
  });

  it('does not pass off a partial refusal as success', async () => {
    const { mailer, server } = await setup({
      onRcptTo(address, _session, callback) {
        callback(address.address.startsWith('gone') ? smtpError('No such user', 550) : null);
      },
    });
    const error = await mailer.send({ ...message, to: ['ana@example.mx', 'gone@example.mx'] }).then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toMatchObject({
      code: 'MAIL_DELIVERY_FAILED',
      transient: false,
      rejected: ['gone@example.mx'],
    });
    expect(server.delivered.map((d) => d.envelopeTo)).toEqual([['ana@example.mx']]);
  });

  it('fails ping and send with wrong credentials, not transient', async () => {
    const { mailer } = await setup({}, (server) => server.url.replace(encodeURIComponent(PASSWORD), 'wrong'));
    await expect(mailer.ping()).rejects.toMatchObject({ transient: false });
    await expect(mailer.send(message)).rejects.toBeInstanceOf(MailDeliveryError);
  });

  it('fails ping when nothing listens, transient', async () => {
    const server = await startSmtpServer();
    await server.close();
    const mailer = createSmtpMailer({ url: server.url, from: FROM });
    cleanup.push(mailer.close);
    await expect(mailer.ping()).rejects.toMatchObject({ transient: true });
  });

  it('recovers when the server comes back after many refused connections (no leaked pool slots)', async () => {
    const first = await startSmtpServer();
    const port = new URL(first.url).port;
    await first.close();
    const mailer = createSmtpMailer({ url: first.url, from: FROM });
    cleanup.push(mailer.close);
    // More concurrent failures than the pool has connections (5).
    for (let round = 0; round < 4; round++) {
      const results = await Promise.allSettled([mailer.send(message), mailer.send(message)]);
      for (const r of results) expect(r).toMatchObject({ status: 'rejected', reason: { transient: true } });
    }
    const back = await startSmtpServer({}, Number(port));
    cleanup.push(back.close);
    await Promise.all([mailer.send(message), mailer.send(message)]);
    expect(back.delivered).toHaveLength(2);
  });

  // smtp-server's built-in self-signed certificate; the client is told not to verify it.
  it('sends over TLS from the start (smtps://) on its own no-delay socket', async () => {
    const { mailer, server } = await setup(
      { secure: true, disabledCommands: [] },
      (s) => `${s.url.replace('smtp://', 'smtps://')}?tls.rejectUnauthorized=false`,
    );
    await mailer.send(message);
    expect(server.delivered.map((d) => d.envelopeTo)).toEqual([['ana@example.mx']]);
  });

  it('upgrades with STARTTLS when the server offers it and the URL requires TLS', async () => {
    let secured = false;
    const { mailer, server } = await setup(
      {
        disabledCommands: [],
        onMailFrom(_address, session, callback) {
          secured = session.secure;
          callback();
        },
      },
      (s) => `${s.url}?requireTLS=true&tls.rejectUnauthorized=false`,
    );
    await mailer.send(message);
    expect(secured).toBe(true);
    expect(server.delivered).toHaveLength(1);
  });

  it('refuses a URL that is not smtp:// or smtps://', () => {
    expect(() => createSmtpMailer({ url: 'http://mail.example.mx', from: FROM })).toThrow(/smtp/);
  });
});
