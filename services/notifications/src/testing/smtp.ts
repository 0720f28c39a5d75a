/**
 * A real SMTP server on loopback for the suites and the benchmark (the `smtp-server` package): it
 * records what it accepts, can refuse with a given reply, can take a message and cut the line before
 * saying so, and can go down and come back on the same port, as a mail relay does during an outage.
 */
import type { AddressInfo, Socket } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
  at: number;
}

export interface TestSmtpServer {
  /** smtp://127.0.0.1:<port>, stable across stop/start. */
  url: string;
  port: number;
  received: ReceivedMail[];
  /** While set, every message is refused with this reply (e.g. 451 try later, 550 no such user). */
  refuseWith: { code: number; message: string } | null;
  /**
   * The next this-many messages are taken (kept in `received`, as a relay that queued them) and then
   * the connection is closed before the 250 reply: the sender cannot know the message went.
   */
  dropAfterData: number;
  /** Stops listening (connections are refused) until `start` is called again. */
  stop(): Promise<void>;
  start(): Promise<void>;
  close(): Promise<void>;
}

export async function startSmtpServer(port = 0): Promise<TestSmtpServer> {
  let server: SMTPServer | undefined;
  const sockets = new Map<number, Socket>();
  const state: TestSmtpServer = {
    url: '',
    port,
    received: [],
    refuseWith: null,
    dropAfterData: 0,
    async stop() {
      const s = server;
      server = undefined;
      if (s) await new Promise<void>((resolve) => s.close(() => resolve()));
    },
    async start() {
      if (server) return;
      server = create();
      const s = server;
      // The sockets by client port, so a message can be taken and its connection cut before the reply.
      s.server.on('connection', (socket: Socket) => {
        sockets.set(socket.remotePort ?? 0, socket);
        socket.once('close', () => sockets.delete(socket.remotePort ?? 0));
      });
      await new Promise<void>((resolve, reject) => {
        s.once('error', reject);
        s.listen(state.port, '127.0.0.1', () => resolve());
      });
      state.port = (s.server.address() as AddressInfo).port;
      state.url = `smtp://127.0.0.1:${state.port}`;
    },
    close: () => state.stop(),
  };

  function create(): SMTPServer {
    return new SMTPServer({
      // Plain text on loopback: no certificate to manage in a test.
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      closeTimeout: 500,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('error', callback);
        stream.on('end', () => {
          if (state.refuseWith) {
            const { code, message } = state.refuseWith;
            return callback(Object.assign(new Error(message), { responseCode: code }));
          }
          state.received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks).toString('utf8'),
            at: performance.now(),
          });
          if (state.dropAfterData > 0) {
            state.dropAfterData -= 1;
            return sockets.get(session.remotePort)?.destroy();
          }
          callback();
        });
      },
    });
  }

  await state.start();
  return state;
}
