/**
 * Where the shop's mail goes (decision 059): an SMTP server (SMTP_URL), or `.eml` files in data/outbox/, the
 * default of `npm start` on a laptop. Production never falls back to the files by omission: it needs SMTP_URL,
 * or MAIL_TRANSPORT=files to say the files are meant (the shop then warns at each start, shop.ts).
 */
import { z } from 'zod';

export const MailEnvSchema = z.object({
  /** Where mail goes (decision 042): an SMTP server; unset, .eml files in data/outbox/. */
  SMTP_URL: z
    .string()
    .trim()
    .regex(/^smtps?:\/\/\S+$/, 'must be an smtp:// or smtps:// URL')
    .optional(),
  /** smtp (needs SMTP_URL) or files; unset: smtp when SMTP_URL is set, else files (production: refused). */
  MAIL_TRANSPORT: z.enum(['smtp', 'files']).optional(),
  /** Who at the shop is mailed each new paid order (decision 070); unset: nobody (production warns at start). */
  SHOP_ORDER_EMAIL: z.email('must be an email address').optional(),
  /** The From of the shop's mail, e.g. "Shop <orders@shop.example.com>"; unset: the site name and support address. */
  MAIL_FROM: z.string().trim().min(3).max(300).optional(),
});

type MailEnv = z.infer<typeof MailEnvSchema> & { NODE_ENV: string };

/** What is wrong with the mail settings, as `VARIABLE: problem` for the one line of a ConfigError; null when nothing. */
export function mailProblemOf(e: MailEnv): string | null {
  if (e.MAIL_TRANSPORT === 'files' && e.SMTP_URL)
    return 'MAIL_TRANSPORT: files, but SMTP_URL is set: unset one of them';
  if (e.MAIL_TRANSPORT === 'smtp' && !e.SMTP_URL)
    return 'SMTP_URL: required when MAIL_TRANSPORT=smtp (an smtp:// or smtps:// URL)';
  if (e.NODE_ENV === 'production' && !e.SMTP_URL && e.MAIL_TRANSPORT !== 'files')
    return 'SMTP_URL: required when NODE_ENV=production (an smtp:// or smtps:// URL), or MAIL_TRANSPORT=files to keep mail as .eml files in data/outbox on purpose';
  return null;
}

/**
 * The warning of every production start while the shop has no order address (decisions 070, 080): the
 * setting is empty and SHOP_ORDER_EMAIL, its first value, is not set either.
 */
export const NO_ORDER_EMAIL_WARNING =
  'No order address: nobody at the shop is mailed when an order arrives (set it in /admin/settings; SHOP_ORDER_EMAIL is only its first value)';

/** The warning of every start that writes mail to files in production (MAIL_TRANSPORT=files). */
export const filesTransportWarning = (outboxDir: string): string =>
  `MAIL_TRANSPORT=files: no mail is sent; each message is written as an .eml file to ${outboxDir} (set SMTP_URL to send it)`;
