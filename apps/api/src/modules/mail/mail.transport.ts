/**
 * Where mail goes: an SMTP server (SMTP_URL), or, without one (`npm start` on a laptop), `.eml` files in
 * data/outbox/ that any mail program opens. Both build the message with nodemailer, so the file is byte for
 * byte what the SMTP server would have received.
 */
import { createHash } from 'node:crypto';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { ownPrivateDir, writePrivateFile } from '../../db/data-files.js';

export type MailMessage = {
  key: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  headers: Record<string, string>;
};

export type MailTransport = {
  /** Hands the message over; throws when it was not accepted. */
  send(message: MailMessage): Promise<void>;
  close(): void;
};

/**
 * The Message-ID of a message key: the same on every attempt, so that a message sent again after a crash
 * between the server's acceptance and the outbox's "sent" is recognisable as the same message.
 */
export const messageIdOf = (key: string, publicUrl: string): string =>
  `<${createHash('sha256').update(key).digest('hex').slice(0, 32)}@${new URL(publicUrl).hostname}>`;

const optionsOf = (message: MailMessage, from: string, publicUrl: string) => ({
  from,
  to: message.to,
  subject: message.subject,
  html: message.html,
  text: message.text,
  headers: message.headers,
  messageId: messageIdOf(message.key, publicUrl),
});

const POOL_DEFAULTS = { pool: 'true', maxConnections: '2', maxMessages: '100' };

/**
 * SMTP through a small pool of kept connections (nodemailer's pool: at most 2, each reused for up to 100
 * messages), so a burst of mail does not pay a connection and EHLO per message. Options given in SMTP_URL's
 * query (e.g. ?pool=false) win.
 */
export function smtpTransport(url: string, from: string, publicUrl: string): MailTransport {
  // nodemailer reads the pool's settings from the URL's query (an options object's `pool` is ignored with `url`).
  const pooled = new URL(url);
  for (const [name, value] of Object.entries(POOL_DEFAULTS))
    if (!pooled.searchParams.has(name)) pooled.searchParams.set(name, value);
  const transporter = nodemailer.createTransport(pooled.toString());
  return {
    async send(message) {
      await transporter.sendMail(optionsOf(message, from, publicUrl));
    },
    close: () => transporter.close(),
  };
}

/** The file name of a message in the outbox folder: its key, made safe for any file system. */
export const outboxFileOf = (key: string): string => `${key.replace(/[^A-Za-z0-9._-]+/g, '_')}.eml`;

export function outboxTransport(dir: string, from: string, publicUrl: string): MailTransport {
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await transporter.sendMail(optionsOf(message, from, publicUrl));
      // Readable by the shop's user only: the messages hold live one-time links (decision 059).
      ownPrivateDir(dir);
      writePrivateFile(path.join(dir, outboxFileOf(message.key)), info.message as Buffer);
    },
    close: () => transporter.close(),
  };
}
