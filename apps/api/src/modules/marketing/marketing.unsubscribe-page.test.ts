/**
 * The List-Unsubscribe URL of a marketing mail opened by a person (a mail client without one-click opens it in
 * a browser, decision 060): GET answers a page of the shop with one Unsubscribe button and changes nothing
 * (link scanners prefetch); the button's form posts, which unsubscribes and answers a page saying so. The
 * RFC 8058 one-click POST of a mail client keeps its JSON answer (marketing.proof.test.ts).
 */
import { MARKETING_MESSAGES } from '@shop/domain';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastMailTo, tokenIn } from '../../test/mail-helpers.js';
import { makeApp, type TestApp } from '../../test/make-app.js';
import { createMailQueue } from '../mail/mail.queue.js';
import { unsubscribeUrls } from './marketing.links.js';

const PUBLIC_URL = 'https://shop.example.com';
let t: TestApp;
beforeAll(async () => {
  t = await makeApp({ seed: false, configOverrides: { marketingRateLimit: 10_000, publicUrl: PUBLIC_URL } });
});
afterAll(() => t.close());

let n = 0;
/** An address that signed up in the footer and opened its confirmation link. */
async function subscriber(): Promise<string> {
  const email = `page${++n}@example.com`;
  await request(t.app)
    .post('/api/marketing/subscribers-footer/save-footer-subscriber')
    .send({ email, phone: '', email_consent: true, sms_consent: false, form_type: 'desktop' })
    .expect(200);
  const token = tokenIn(await lastMailTo(t.db, email, 'marketing-confirmation'), '/marketing/confirm');
  await request(t.app).post('/api/marketing/confirm').send({ token }).expect(200);
  return email;
}

const consentOf = async (email: string) =>
  (await t.db.selectFrom('subscribers').select('email_consent').where('email', '=', email).executeTakeFirst())
    ?.email_consent;

/** The List-Unsubscribe URL of the marketing mail the shop renders for the address. */
function listUnsubscribeUrl(email: string): URL {
  const { messages } = createMailQueue({
    changes: t.changes,
    site: t.config.site,
    publicUrl: t.config.publicUrl,
    unsubscribeUrls: (email) => unsubscribeUrls(t.config.publicUrl, t.config.jwtSecret, email),
  });
  const header = messages.subscriptionWelcome(email).headers?.['List-Unsubscribe'] ?? '';
  return new URL(/^<(.+)>$/.exec(header)?.[1] ?? '');
}

const unescape = (s: string) => s.replace(/&#38;/g, '&').replace(/&amp;/g, '&');

/** The page's one form: where it posts and its fields. */
function formOf(page: string) {
  const forms = [...page.matchAll(/<form method="post" action="([^"]*)">([\s\S]*?)<\/form>/g)];
  expect(forms).toHaveLength(1);
  const [, action, inside] = forms[0]!;
  const fields = [...inside!.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)"/g)].map(
    ([, name, value]) => [unescape(name!), unescape(value!)],
  );
  return { action: unescape(action!), fields: new URLSearchParams(fields), inside: inside! };
}

describe("a marketing mail's List-Unsubscribe URL, opened in a browser", () => {
  it('GET shows a page with one Unsubscribe button and changes nothing; the button unsubscribes', async () => {
    const email = await subscriber();
    const url = listUnsubscribeUrl(email);
    expect(url.origin).toBe(PUBLIC_URL);

    const page = await request(t.app)
      .get(url.pathname + url.search)
      .set('Accept', 'text/html')
      .expect(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['cache-control']).toBe('no-store');
    // within the shop's CSP: no script and no inline style
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.text).not.toMatch(/<script|style=|<style/);
    expect(page.text).toContain(`Unsubscribe ${email} from marketing emails?`);
    const form = formOf(page.text);
    expect(form.inside).toMatch(/<button type="submit">Unsubscribe<\/button>/);
    expect(await consentOf(email)).toBe(1);

    const posted = await request(t.app)
      .post(form.action)
      // a browser on the shop's page: its own host and origin
      .set('Host', new URL(PUBLIC_URL).host)
      .set('Origin', PUBLIC_URL)
      .set('Accept', 'text/html,application/xhtml+xml,*/*;q=0.8')
      .set('Content-Type', 'application/x-www-form-urlencoded')
      .send(form.fields.toString())
      .expect(200);
    expect(posted.headers['content-type']).toMatch(/^text\/html/);
    expect(posted.text).toContain(MARKETING_MESSAGES.unsubscribed);
    expect(await consentOf(email)).toBe(0);
  });

  it('a link whose signature is not the address’s answers a page saying so, with no button', async () => {
    const email = await subscriber();
    const url = listUnsubscribeUrl(email);
    url.searchParams.set('email', `x${email}`);
    const page = await request(t.app)
      .get(url.pathname + url.search)
      .expect(400);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.text).toContain(MARKETING_MESSAGES.unsubscribeLinkInvalid);
    expect(page.text).toContain('href="/marketing/unsubscribe"');
    expect(page.text).not.toContain('<form');
    expect(await consentOf(email)).toBe(1);
  });
});
