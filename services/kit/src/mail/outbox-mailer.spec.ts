import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createOutboxMailer, readOutbox } from './outbox-mailer.ts';
import { mailerContract, parseMime } from './mailer.contract.ts';

const FROM = 'Casona <no-reply@casona.example>';
const address = (value: string): string => /<([^>]+)>/.exec(value)?.[1] ?? value;

mailerContract('outbox (files)', async () => {
  const directory = await mkdtemp(join(tmpdir(), 'casona-mail-'));
  const mailer = createOutboxMailer({ directory, from: FROM });
  return {
    mailer,
    defaultFrom: FROM,
    // The outbox has no envelope: the sender and recipients it recorded stand for it.
    delivered: async () =>
      Promise.all(
        (await readOutbox(directory)).reverse().map(async (m) => ({
          envelopeFrom: address(m.from),
          envelopeTo: m.to,
          raw: await readFile(join(directory, m.eml)),
        })),
      ),
    close: async () => {
      await mailer.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
});

describe('outbox mailer', () => {
  let directory: string;
  beforeEach(async () => {
    directory = await mkdtemp(join(tmpdir(), 'casona-mail-'));
  });
  afterEach(async () => {
    await rm(directory, { recursive: true, force: true });
  });

  const message = (n: number) => ({
    to: `user${n}@example.mx`,
    subject: `Mensaje ${n}`,
    text: `Texto ${n}`,
    html: `<p>${n}</p>`,
  });

  it('stores JSON and .eml per message, no temp files left, and lists newest first', async () => {
    const mailer = createOutboxMailer({ directory, from: FROM });
    const ids = [];
    for (let n = 1; n <= 5; n += 1) ids.push((await mailer.send(message(n))).messageId);

    const files = (await readdir(directory)).sort();
    expect(files).toEqual(ids.flatMap((id) => [`${id}.eml`, `${id}.json`]).sort());
    expect(ids.every((id) => /^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}\.\d{3}Z-[0-9a-f-]{36}$/.test(id))).toBe(
      true,
    );

    const listed = await readOutbox(directory);
    expect(listed.map((m) => m.subject)).toEqual([
      'Mensaje 5',
      'Mensaje 4',
      'Mensaje 3',
      'Mensaje 2',
      'Mensaje 1',
    ]);
    expect(listed[0]).toMatchObject({
      id: ids[4],
      from: FROM,
      to: ['user5@example.mx'],
      text: 'Texto 5',
      html: '<p>5</p>',
      headers: {},
      eml: `${ids[4]}.eml`,
    });
    expect(new Date(listed[0]!.sentAt).toISOString()).toBe(listed[0]!.sentAt);
    expect((await readOutbox(directory, { limit: 2 })).map((m) => m.subject)).toEqual([
      'Mensaje 5',
      'Mensaje 4',
    ]);
  });

  it('writes a standard .eml: CRLF line ends, Message-ID, Date', async () => {
    const mailer = createOutboxMailer({ directory, from: FROM });
    await mailer.send(message(1));
    const [stored] = await readOutbox(directory);
    const raw = await readFile(join(directory, stored!.eml), 'latin1');
    expect(
      raw
        .split('\n')
        .slice(0, -1)
        .every((line) => line.endsWith('\r')),
    ).toBe(true);
    const parsed = parseMime(raw);
    expect(parsed.headers.get('message-id')).toBe(stored!.messageId);
    expect(new Date(parsed.headers.get('date')!).toISOString().slice(0, 19)).toBe(
      stored!.sentAt.slice(0, 19),
    );
  });

  it('lists an attachment in the JSON with its bytes', async () => {
    const mailer = createOutboxMailer({ directory, from: FROM });
    const pdf = Buffer.from('%PDF-1.4\n%%EOF\n');
    await mailer.send({
      ...message(2),
      attachments: [{ filename: 'statement.pdf', content: pdf, contentType: 'application/pdf' }],
    });
    const [stored] = await readOutbox(directory);
    expect(stored!.attachments).toEqual([
      {
        filename: 'statement.pdf',
        contentType: 'application/pdf',
        size: pdf.length,
        base64: pdf.toString('base64'),
      },
    ]);
    await mailer.send(message(3));
    expect((await readOutbox(directory))[0]!.attachments).toBeUndefined();
  });

  it('reads an outbox nobody wrote to as empty', async () => {
    await expect(readOutbox(join(directory, 'never-created'))).resolves.toEqual([]);
  });
});
