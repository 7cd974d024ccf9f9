/**
 * Mail in tests: a real SMTP server in-process on a free port (what the shop's sender talks to), a decoder
 * for the quoted-printable bodies nodemailer writes, and the outbox rows and links of an address.
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import type { Db } from '../db/database.js';

export type Received = { to: string[]; raw: string };

/** An SMTP server on a free port that keeps what it receives; `refuse` makes it answer 451 to recipients. */
export async function startSmtp() {
  const received: Received[] = [];
  const state = { refuse: false };
  const server = new SMTPServer({
    authOptional: true,
    // No reverse DNS of the client (127.0.0.1): on a box without a resolver each lookup waits out a timeout.
    disableReverseLookup: true,
    // Senders keep pooled connections open: on close, end them at once rather than after 30 s.
    closeTimeout: 50,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (state.refuse) return callback(Object.assign(new Error('Try again later'), { responseCode: 451 }));
      callback();
    },
    onData(stream, session, callback) {
      let raw = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => (raw += chunk));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A received message with its quoted-printable soft breaks and escapes undone (what a reader sees). */
export const decodedMail = (raw: string): string =>
  raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));

export type QueuedMail = {
  id: number;
  kind: string;
  subject: string;
  text: string;
  html: string;
  headers: string;
};

/** The messages queued to an address, oldest first (optionally of one kind). */
export const mailTo = (db: Db, to: string, kind?: string): Promise<QueuedMail[]> => {
  let q = db
    .selectFrom('mail_outbox')
    .select(['id', 'kind', 'subject', 'text', 'html', 'headers'])
    .where('to_address', '=', to);
  if (kind) q = q.where('kind', '=', kind);
  return q.orderBy('id').execute();
};

/** The latest message of a kind to an address; fails when there is none. */
export async function lastMailTo(db: Db, to: string, kind: string): Promise<QueuedMail> {
  const all = await mailTo(db, to, kind);
  const last = all[all.length - 1];
  if (!last) throw new Error(`no ${kind} mail to ${to}`);
  return last;
}

/** The first link in a message's text whose path starts with `path` (e.g. '/account/reset-password'). */
export function linkIn(mail: { text: string }, path: string): URL {
  for (const match of mail.text.matchAll(/https?:\/\/\S+/g)) {
    const url = new URL(match[0]);
    if (url.pathname.startsWith(path)) return url;
  }
  throw new Error(`no ${path} link in: ${mail.text}`);
}

/** The token of the message's link to `path`. */
export const tokenIn = (mail: { text: string }, path: string): string =>
  linkIn(mail, path).searchParams.get('token') ?? '';
