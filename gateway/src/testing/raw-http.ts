import net from 'node:net';

/** One HTTP answer read off a raw socket (interim 1xx answers listed apart). */
export interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
  interim: number[];
  /** The socket was closed by the server after the answer. */
  closed: boolean;
}

export interface RawRequestOptions {
  /** Bytes sent after the head, as they are (a body, or a second request). */
  body?: Buffer | string;
  /** Wait for a `100 Continue` (or a final answer) before sending the body, as curl does. */
  waitForContinue?: boolean;
  timeoutMs?: number;
  /** Send the first half of the body at once and the rest only when this settles (a slow upload). */
  holdBodyUntil?: Promise<unknown>;
  /** Half-close the connection after the body: the client has nothing more to send. */
  end?: boolean;
  /**
   * Send the body in this many pieces, one every `everyMs`, and stop once a final answer has come
   * (an upload a browser or curl gives up when the server has answered).
   */
  trickle?: { pieces: number; everyMs: number };
}

function parseHead(head: string): { status: number; headers: Record<string, string> } {
  const [statusLine, ...lines] = head.split('\r\n');
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { status: Number(statusLine!.split(' ')[1]), headers };
}

/**
 * Sends `head` (request line and headers, each ending in CRLF, without the blank line) and the body
 * exactly as given over a new TCP connection, as a hostile or sloppy client would: nothing is
 * normalised, so duplicate, malformed and hop-by-hop headers reach the server as written.
 */
export function rawRequest(
  base: string,
  head: string,
  options: RawRequestOptions = {},
): Promise<RawResponse> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname);
    let buffer = Buffer.alloc(0);
    const interim: number[] = [];
    let final: { status: number; headers: Record<string, string>; bodyStart: number } | undefined;
    let bodySent = !options.body;
    let settled = false;
    const timer = setTimeout(
      () => finish(new Error(`no complete answer within ${options.timeoutMs ?? 10_000} ms: ${buffer}`)),
      options.timeoutMs ?? 10_000,
    );
    const finish = (error?: Error, closed = false) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      if (error && !final) return reject(error);
      const body = buffer.subarray(final!.bodyStart).toString('utf8');
      resolve({ status: final!.status, headers: final!.headers, body, interim, closed });
    };
    const sendBody = () => {
      if (bodySent) return;
      bodySent = true;
      // The server may close as soon as it has answered: a refused write is its right.
      const body = Buffer.from(options.body!);
      if (options.trickle) {
        const size = Math.ceil(body.length / options.trickle.pieces);
        let offset = 0;
        const next = () => {
          if (final || socket.destroyed || offset >= body.length) return;
          socket.write(body.subarray(offset, offset + size), () => undefined);
          offset += size;
          setTimeout(next, options.trickle!.everyMs);
        };
        next();
        return;
      }
      if (!options.holdBodyUntil) {
        socket.write(body, () => undefined);
        if (options.end) socket.end();
        return;
      }
      const half = Math.floor(body.length / 2);
      socket.write(body.subarray(0, half), () => undefined);
      void options.holdBodyUntil.finally(() => {
        if (!socket.destroyed) socket.write(body.subarray(half), () => undefined);
      });
    };
    const complete = (): boolean => {
      if (!final) return false;
      const body = buffer.subarray(final.bodyStart);
      const length = final.headers['content-length'];
      if (length !== undefined) return body.length >= Number(length);
      if (final.headers['transfer-encoding']?.includes('chunked')) return body.includes('0\r\n\r\n');
      return false;
    };
    const parse = () => {
      while (!final) {
        const end = buffer.indexOf('\r\n\r\n');
        if (end < 0) return;
        const { status, headers } = parseHead(buffer.subarray(0, end).toString('latin1'));
        if (status >= 100 && status < 200) {
          interim.push(status);
          buffer = buffer.subarray(end + 4);
          if (status === 100) sendBody();
          continue;
        }
        final = { status, headers, bodyStart: end + 4 };
      }
      if (complete()) {
        // Give the server a moment to close the connection when it means to.
        setTimeout(() => finish(undefined, socket.destroyed || socket.readableEnded), 30);
      }
    };
    socket.on('data', (chunk: Buffer) => {
      buffer = Buffer.concat([buffer, chunk]);
      parse();
    });
    socket.on('end', () => {
      parse();
      if (final) finish(undefined, true);
      else finish(new Error(`connection closed without an answer: ${buffer}`));
    });
    socket.on('error', (err) => {
      // EPIPE/ECONNRESET after the server answered and closed are expected for refused bodies.
      if (final) finish(undefined, true);
      else if (buffer.length === 0) finish(err);
    });
    socket.on('close', () => {
      if (final) finish(undefined, true);
      else finish(new Error(`connection closed without an answer: ${buffer}`));
    });
    socket.write(`${head}\r\n`);
    if (!options.waitForContinue) sendBody();
  });
}
