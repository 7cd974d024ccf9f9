/**
 * The payment provider by configuration (decision 070): checkout says which one takes payment and whether no
 * money is taken; a production start with the test provider warns at each start, development does not.
 */
import { CheckoutPaymentSchema } from '@shop/domain';
import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { captureLog } from '../../test/log-capture.js';
import { makeApp, type TestApp } from '../../test/make-app.js';
import { TEST_PAYMENTS_WARNING } from '../../lib/payment-provider.js';

describe('the payment provider', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('tells checkout that the test provider takes no money', async () => {
    t = await makeApp({ seed: false });
    const res = await request(t.app).get('/api/checkout-v3/payment').expect(200);
    expect(CheckoutPaymentSchema.parse(res.body)).toEqual({ provider: 'test', test_shop: true });
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('warns at each production start with the test provider, and not in development', async () => {
    const warningsOf = async (nodeEnv: 'production' | 'development') => {
      const log = captureLog();
      const app = await makeApp({ seed: false, logger: log.logger, configOverrides: { nodeEnv } });
      await app.close();
      return log.warnings().filter((w) => w.includes('PAYMENT_PROVIDER'));
    };
    expect(await warningsOf('production')).toEqual([TEST_PAYMENTS_WARNING]);
    expect(await warningsOf('production')).toEqual([TEST_PAYMENTS_WARNING]);
    expect(await warningsOf('development')).toEqual([]);
  });
});
