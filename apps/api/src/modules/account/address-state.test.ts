import { AddressSchema, ErrorBodySchema, STATE_CODE_MESSAGE } from '@shop/domain';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../demo/accounts.js';
import { signedInAgent, type Agent } from '../../test/auth-helpers.js';
import { makeApp, type TestApp } from '../../test/make-app.js';
import { checkoutBody } from '../../test/shop-factories.js';

const errorOf = (res: request.Response) => ErrorBodySchema.parse(res.body).error;

/** A valid address (checkout's shipping address is the account's address shape). */
const address = checkoutBody().shippingAddress;

describe('addresses take only the US state codes of the domain list', () => {
  let t: TestApp;
  let retail: Agent;
  beforeAll(async () => {
    t = await makeApp({ configOverrides: { signInRateLimit: 1000, checkoutRateLimit: 1000 } });
    retail = await signedInAgent(t.app, DEMO_ACCOUNTS.retail);
  });
  afterAll(() => t.close());

  it.each(['ZZ', 'XX', 'QC'])(
    'refuses state %s on a saved address (add and change) with 400 naming the field',
    async (state) => {
      const added = await retail
        .post('/api/account/addresses')
        .send({ ...address, state_code: state })
        .expect(400);
      expect(errorOf(added)).toMatchObject({
        code: 'VALIDATION_FAILED',
        details: [{ path: 'state_code', message: STATE_CODE_MESSAGE }],
      });
      const created = AddressSchema.parse(
        (await retail.post('/api/account/addresses').send(address).expect(201)).body,
      );
      const changed = await retail
        .patch(`/api/account/addresses/${created.id}`)
        .send({ state_code: state })
        .expect(400);
      expect(errorOf(changed).details).toEqual([{ path: 'state_code', message: STATE_CODE_MESSAGE }]);
    },
  );

  it('keeps a listed code given in any case, and territories (pr -> PR)', async () => {
    const created = AddressSchema.parse(
      (
        await retail
          .post('/api/account/addresses')
          .send({ ...address, state_code: ' pr ' })
          .expect(201)
      ).body,
    );
    expect(created.state_code).toBe('PR');
  });

  it('refuses a checkout whose shipping or billing state is not listed, with 400 naming the field', async () => {
    const shipping = await request(t.app)
      .post('/api/checkout-v3/checkout')
      .send(checkoutBody({ shippingAddress: { ...checkoutBody().shippingAddress, state_code: 'ZZ' } }))
      .expect(400);
    expect(errorOf(shipping)).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: [{ path: 'shippingAddress.state_code', message: STATE_CODE_MESSAGE }],
    });
    const billing = await request(t.app)
      .post('/api/checkout-v3/checkout')
      .send(
        checkoutBody({
          billingSameAsShipping: false,
          billingAddress: { ...checkoutBody().shippingAddress, state_code: 'QC' },
        }),
      )
      .expect(400);
    expect(errorOf(billing).details).toEqual([
      { path: 'billingAddress.state_code', message: STATE_CODE_MESSAGE },
    ]);
  });
});
