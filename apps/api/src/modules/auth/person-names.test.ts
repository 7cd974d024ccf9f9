/**
 * Every body that takes a person's name refuses one that is not a name (decision 060) with 400 VALIDATION_FAILED
 * and the field's message: registration, the profile, a saved address, checkout's contact and addresses, the
 * dealer application's contact. A real name with accents, apostrophes and another script is kept as typed.
 */
import { ErrorBodySchema, PERSON_NAME_MESSAGES, ProfileSchema } from '@shop/domain';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminWrite } from '../../test/admin-helpers.js';
import { csrfOf, makeUser, pending, signedInAgent, type Agent } from '../../test/auth-helpers.js';
import { makeApp, type TestApp } from '../../test/make-app.js';
import { checkoutBody } from '../../test/shop-factories.js';

const SPAM = 'Welcome to Skar Audio, you won! visit http://win.example';
const fieldErrors = (res: request.Response) =>
  (ErrorBodySchema.parse(res.body).error.details as { path: string; message: string }[]) ?? [];

function expectFieldError(res: request.Response, path: string, message: string) {
  expect(res.status, JSON.stringify(res.body)).toBe(400);
  expect(ErrorBodySchema.parse(res.body).error.code).toBe('VALIDATION_FAILED');
  expect(fieldErrors(res)).toContainEqual({ path, message });
}

describe("a person's name in a request", () => {
  let t: TestApp;
  let agent: Agent;
  beforeAll(async () => {
    t = await makeApp({ configOverrides: { registerRateLimit: 1000, signInRateLimit: 1000 } });
    agent = await signedInAgent(t.app, await makeUser(t.db));
  });
  afterAll(() => t.close());

  const register = (names: Record<string, string>) => {
    const a = request.agent(t.app);
    return pending(csrfOf(a), (csrfToken) =>
      a.post('/api/auth/register').send({
        csrfToken,
        email: `n${Math.random().toString(36).slice(2)}@example.test`,
        password: 'a good password',
        first_name: 'Ann',
        last_name: 'Lee',
        ...names,
      }),
    );
  };

  it.each([
    ['first_name', SPAM, PERSON_NAME_MESSAGES.address],
    ['last_name', 'Lee\u202egnp.exe', PERSON_NAME_MESSAGES.bidi],
    ['first_name', 'Ann\r\nBcc: x@example.test', PERSON_NAME_MESSAGES.control],
    ['last_name', 'L\u200bee', PERSON_NAME_MESSAGES.invisible],
    ['first_name', 'A'.repeat(61), 'Use at most 60 characters'],
  ])('registration refuses %s %j with its message', async (field, value, message) => {
    expectFieldError(await register({ [field]: value }), field, message);
  });

  it('registration keeps a real name: accents, apostrophes, hyphens, another script', async () => {
    await register({ first_name: 'Zoë-Anne', last_name: "O'Brien 李" }).expect(202);
    const row = await t.db
      .selectFrom('users')
      .select(['first_name', 'last_name'])
      .where('last_name', '=', "O'Brien 李")
      .executeTakeFirst();
    expect(row).toEqual({ first_name: 'Zoë-Anne', last_name: "O'Brien 李" });
  });

  it('the profile refuses a name that is not one and keeps a real one', async () => {
    expectFieldError(
      await agent.patch('/api/account/profile').send({ last_name: 'www.win.example' }),
      'last_name',
      PERSON_NAME_MESSAGES.address,
    );
    const res = await agent.patch('/api/account/profile').send({ first_name: 'José' }).expect(200);
    expect(ProfileSchema.parse(res.body).first_name).toBe('José');
  });

  it('a saved address refuses a name that is not one', async () => {
    const address = { ...checkoutBody().shippingAddress, first_name: 'Ann\u2066x\u2069' };
    expectFieldError(
      await agent.post('/api/account/addresses').send(address),
      'first_name',
      PERSON_NAME_MESSAGES.bidi,
    );
    expectFieldError(
      await agent.post('/api/account/addresses').send({ ...address, first_name: 'Ann', last_name: SPAM }),
      'last_name',
      PERSON_NAME_MESSAGES.address,
    );
  });

  it.each([
    ['contact', 'contact.first_name'],
    ['shippingAddress', 'shippingAddress.last_name'],
    ['billingAddress', 'billingAddress.first_name'],
  ] as const)('checkout refuses a name that is not one in %s', async (part, path) => {
    const body = checkoutBody();
    const field = path.split('.')[1]!;
    const res = await request(t.app)
      .post('/api/checkout-v3/checkout')
      .send({ ...body, [part]: { ...(body[part] ?? body.shippingAddress), [field]: SPAM } });
    expectFieldError(res, path, PERSON_NAME_MESSAGES.address);
  });

  it('the dealer application refuses a contact name that is not one (control characters as before)', async () => {
    const application = { business_name: 'Bass Cave', tax_id: '12-3456789', phone: '(555) 201-3344' };
    for (const [contact_name, message] of [
      [SPAM, PERSON_NAME_MESSAGES.address],
      ['Dana\u0007Bass', PERSON_NAME_MESSAGES.control],
    ]) {
      const res = await adminWrite(agent, 'post', '/api/dealer-application', {
        ...application,
        contact_name,
      });
      expectFieldError(res, 'contact_name', message!);
    }
  });
});
