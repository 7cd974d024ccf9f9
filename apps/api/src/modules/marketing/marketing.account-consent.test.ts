/**
 * The VIP popup's consent check considers the account of the email as well as its subscriber (spec: "Account
 * exists with email consent, a consent timestamp and no opt-out timestamp: already a member").
 */
import { ConsentCheckResultSchema, MARKETING_MESSAGES, popupSubmitOutcome } from '@shop/domain';
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { makeUser, signedInAgent } from '../../test/auth-helpers.js';
import { lastMailTo, mailTo, tokenIn } from '../../test/mail-helpers.js';
import { makeApp } from '../../test/make-app.js';

const CHECK = '/api/marketing/check-consent-for-user-email';
const UPDATE = '/api/marketing/update-subscriber';
const POPUP = '/api/marketing/subscribers-popup/save-popup-subscriber';
const CONFIRM = '/api/marketing/confirm';

const t = await makeApp({ seed: false, configOverrides: { marketingRateLimit: 10_000 } });
afterAll(() => t.close());

const check = async (email: string) =>
  ConsentCheckResultSchema.parse((await request(t.app).post(CHECK).send({ email }).expect(200)).body);

/** An account whose owner set email consent in the profile (as the account page does). */
async function accountWithConsent(email: string, consent: 0 | 1) {
  const user = await makeUser(t.db, { email });
  const agent = await signedInAgent(t.app, user);
  await agent.patch('/api/account/profile').send({ email_consent: consent }).expect(200);
  return { user, agent };
}

describe('POST /api/marketing/check-consent-for-user-email and the account', () => {
  it("answers an account's own consent (no subscriber): already a member, nothing else needed", async () => {
    const { user } = await accountWithConsent('own-consent@example.com', 1);
    const result = await check('Own-Consent@Example.com');
    expect(result).toMatchObject({ id: user.id, email: 'own-consent@example.com', email_consent: 1 });
    expect(result.email_consent_ts).toEqual(expect.any(String));
    expect(result.email_opted_out_ts).toBeNull();
    expect(popupSubmitOutcome(result)).toBe('already_member');
    // An account without consent is not revealed: a new popup subscriber, as for anyone.
    await accountWithConsent('no-consent@example.com', 0);
    expect(popupSubmitOutcome(await check('no-consent@example.com'))).toBe('new');
  });

  it('sees consent withdrawn in the profile after a popup sign-up: updated again, then both consent', async () => {
    const email = 'changed-mind@example.com';
    const { agent } = await accountWithConsent(email, 0);
    // The popup of a signed-in visitor sends the session: the account's own address applies at once.
    const saved = await agent
      .post(POPUP)
      .send({ email, popup_code: 'sa_popup', form_type: 'desktop' })
      .expect(200);
    expect(saved.body).toEqual({ status: 'success' });
    expect(popupSubmitOutcome(await check(email))).toBe('already_member');
    await agent.patch('/api/account/profile').send({ email_consent: 0 }).expect(200);

    const result = await check(email);
    expect(result.email_consent).toBe(0);
    expect(popupSubmitOutcome(result)).toBe('update');
    const updated = await agent
      .post(UPDATE)
      .send({ email, email_consent: true, form_type: 'desktop' })
      .expect(200);
    expect(updated.body).toEqual({ status: 'success' });
    expect(popupSubmitOutcome(await check(email))).toBe('already_member');
    const profile = await agent.get('/api/account/profile').expect(200);
    expect(profile.body.email_consent).toBe(1);
    expect(await mailTo(t.db, email, 'marketing-confirmation')).toHaveLength(0);
  });

  it("an anonymous popup sign-up of an account's address changes its consent only once the link is opened", async () => {
    const email = 'anonymous-popup@example.com';
    const { agent } = await accountWithConsent(email, 0);
    const res = await request(t.app)
      .post(POPUP)
      .send({ email, popup_code: 'sa_popup', form_type: 'desktop' })
      .expect(200);
    expect(res.body).toEqual({
      status: 'success',
      pending: true,
      message: MARKETING_MESSAGES.confirmInbox,
    });
    expect(popupSubmitOutcome(await check(email))).toBe('new');
    expect((await agent.get('/api/account/profile').expect(200)).body.email_consent).toBe(0);

    const mail = await lastMailTo(t.db, email, 'marketing-confirmation');
    await request(t.app)
      .post(CONFIRM)
      .send({ token: tokenIn(mail, '/marketing/confirm') })
      .expect(200);
    expect(popupSubmitOutcome(await check(email))).toBe('already_member');
    expect((await agent.get('/api/account/profile').expect(200)).body.email_consent).toBe(1);
  });
});
