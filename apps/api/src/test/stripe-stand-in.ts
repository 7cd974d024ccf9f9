/**
 * A local stand-in for the part of Stripe's HTTP API the shop's provider calls (decision 074), for the test
 * suite only: an in-process HTTP server the `stripe` library is pointed at with its host, port and protocol
 * options. Its answers are typed with the library's own types. What it does with a confirmation token:
 * `ctoken_3ds…` needs the shopper's confirmation (requires_action), `ctoken_decline…` is a card error (402),
 * `ctoken_bad…` is an invalid request (400), `ctoken_jcb…` is a card of a brand the shop does not take, and
 * any other is authorized (requires_capture). Every request is recorded with its form fields.
 *
 * Saved cards (decision 074): customers, an intent's `setup_future_usage` (its card is attached to the customer
 * once authorized; `finishAction` stands for the shopper passing 3-D Secure), an intent charging a customer's
 * saved PaymentMethod (refused when the method is not that customer's; a method made from a `ctoken_3ds` token
 * asks for 3-D Secure again), SetupIntents confirmed with a confirmation token (the same token prefixes) and
 * reading or detaching a PaymentMethod.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type Stripe from 'stripe';

type StandInCard = Pick<Stripe.PaymentMethod.Card, 'brand' | 'last4' | 'exp_month' | 'exp_year'>;
export type StandInMethod = Pick<Stripe.PaymentMethod, 'id' | 'object' | 'type'> & {
  card: StandInCard;
  customer: string | null;
};
type StandInCustomer = Pick<Stripe.Customer, 'id' | 'object' | 'email' | 'metadata'>;
export type StandInSetup = Pick<
  Stripe.SetupIntent,
  'id' | 'object' | 'status' | 'client_secret' | 'usage' | 'last_setup_error'
> & { customer: string | null; payment_method: StandInMethod };
export type StandInIntent = Pick<
  Stripe.PaymentIntent,
  | 'id'
  | 'object'
  | 'amount'
  | 'amount_capturable'
  | 'amount_received'
  | 'currency'
  | 'status'
  | 'capture_method'
  | 'client_secret'
  | 'last_payment_error'
  | 'setup_future_usage'
> & { customer: string | null; payment_method: StandInMethod };
type StandInRefund = Pick<
  Stripe.Refund,
  'id' | 'object' | 'amount' | 'currency' | 'payment_intent' | 'status'
>;

export type StandInRequest = { method: string; path: string; form: Record<string, string> };

export type StripeStandIn = {
  endpoint: { host: string; port: number; protocol: 'http' };
  requests: StandInRequest[];
  intents: Map<string, StandInIntent>;
  methods: Map<string, StandInMethod>;
  customers: Map<string, StandInCustomer>;
  setups: Map<string, StandInSetup>;
  /** The shopper passed 3-D Secure: the intent is authorized (its card kept when set up for later), or the setup succeeded. */
  finishAction(id: string): void;
  close(): Promise<void>;
};

const readForm = async (req: IncomingMessage): Promise<Record<string, string>> => {
  let text = '';
  for await (const chunk of req) text += String(chunk);
  return Object.fromEntries(new URLSearchParams(text));
};

const cardOf = (token: string): StandInCard =>
  token.startsWith('ctoken_jcb')
    ? { brand: 'jcb', last4: '0000', exp_month: 6, exp_year: 2031 }
    : token.startsWith('ctoken_3ds')
      ? { brand: 'mastercard', last4: '3184', exp_month: 9, exp_year: 2032 }
      : { brand: 'visa', last4: '4242', exp_month: 4, exp_year: 2031 };

const hex = () => randomBytes(8).toString('hex');

/** The refusal of a confirmation token (as Stripe's), or null for a token it takes. */
function tokenRefusal(token: string): [number, Partial<Stripe.StripeRawError>] | null {
  if (token.startsWith('ctoken_decline'))
    return [402, { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' }];
  if (token.startsWith('ctoken_bad') || !token.startsWith('ctoken_'))
    return [400, { type: 'invalid_request_error', message: 'No such confirmationtoken' }];
  return null;
}

function stripeError(res: ServerResponse, status: number, error: Partial<Stripe.StripeRawError>): void {
  res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify({ error }));
}

export async function startStripeStandIn(): Promise<StripeStandIn> {
  const requests: StandInRequest[] = [];
  const intents = new Map<string, StandInIntent>();
  const methods = new Map<string, StandInMethod>();
  const customers = new Map<string, StandInCustomer>();
  const setups = new Map<string, StandInSetup>();
  /** Customers by the Idempotency-Key that made them (Stripe answers a repeated key with the first answer). */
  const customerKeys = new Map<string, StandInCustomer>();
  type Answer = StandInIntent | StandInRefund | StandInMethod | StandInCustomer | StandInSetup;
  const send = (res: ServerResponse, body: Answer) =>
    res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
  const noSuch = (res: ServerResponse, what: string) =>
    stripeError(res, 404, {
      type: 'invalid_request_error',
      code: 'resource_missing',
      message: `No such ${what}`,
    });
  const methodOf = (token: string): StandInMethod => {
    const id = `pm_${token.startsWith('ctoken_3ds') ? '3ds_' : ''}${hex()}`;
    const method: StandInMethod = {
      id,
      object: 'payment_method',
      type: 'card',
      card: cardOf(token),
      customer: null,
    };
    methods.set(id, method);
    return method;
  };

  /** POST /v1/payment_intents: a confirmation token's card, or a customer's saved PaymentMethod. */
  function createIntent(res: ServerResponse, form: Record<string, string>) {
    let method: StandInMethod;
    if (form.payment_method) {
      const saved = methods.get(form.payment_method);
      if (!saved || !form.customer || saved.customer !== form.customer)
        return stripeError(res, 400, {
          type: 'invalid_request_error',
          message: 'The provided PaymentMethod does not belong to the Customer',
        });
      method = saved;
    } else {
      const token = form.confirmation_token ?? '';
      const refusal = tokenRefusal(token);
      if (refusal) return stripeError(res, ...refusal);
      method = methodOf(token);
    }
    const id = `pi_${hex()}`;
    const amount = Number(form.amount);
    const needsAction = method.id.startsWith('pm_3ds_');
    const later = form.setup_future_usage === 'off_session' ? ('off_session' as const) : null;
    if (later && !form.customer)
      return stripeError(res, 400, {
        type: 'invalid_request_error',
        message: 'setup_future_usage needs a customer',
      });
    const intent: StandInIntent = {
      id,
      object: 'payment_intent',
      amount,
      amount_capturable: needsAction ? 0 : amount,
      amount_received: 0,
      currency: form.currency ?? 'usd',
      status: needsAction ? 'requires_action' : 'requires_capture',
      capture_method: 'manual',
      client_secret: `${id}_secret_${hex()}`,
      last_payment_error: null,
      setup_future_usage: later,
      customer: form.customer ?? null,
      payment_method: method,
    };
    // Stripe attaches the card to the customer once the intent set up for later is authorized.
    if (later && !needsAction) method.customer = intent.customer;
    intents.set(id, intent);
    return send(res, intent);
  }

  /** POST /v1/setup_intents, confirmed at once with a confirmation token for a customer. */
  function createSetup(res: ServerResponse, form: Record<string, string>) {
    const token = form.confirmation_token ?? '';
    const refusal = tokenRefusal(token);
    if (refusal) return stripeError(res, ...refusal);
    if (!form.customer || !customers.has(form.customer)) return noSuch(res, 'customer');
    const method = methodOf(token);
    const id = `seti_${hex()}`;
    const needsAction = method.id.startsWith('pm_3ds_');
    const setup: StandInSetup = {
      id,
      object: 'setup_intent',
      status: needsAction ? 'requires_action' : 'succeeded',
      client_secret: `${id}_secret_${hex()}`,
      usage: form.usage ?? 'off_session',
      last_setup_error: null,
      customer: form.customer,
      payment_method: method,
    };
    if (!needsAction) method.customer = form.customer;
    setups.set(id, setup);
    return send(res, setup);
  }

  function createCustomer(req: IncomingMessage, res: ServerResponse, form: Record<string, string>) {
    const key = req.headers['idempotency-key'];
    const known = typeof key === 'string' ? customerKeys.get(key) : undefined;
    if (known) return send(res, known);
    const customer: StandInCustomer = {
      id: `cus_${hex()}`,
      object: 'customer',
      email: form.email ?? null,
      metadata: { account_id: form['metadata[account_id]'] ?? '' },
    };
    customers.set(customer.id, customer);
    if (typeof key === 'string') customerKeys.set(key, customer);
    return send(res, customer);
  }

  const server = createServer((req, res) => {
    void (async () => {
      const form = await readForm(req);
      const path = (req.url ?? '').split('?')[0]!;
      requests.push({ method: req.method ?? '', path, form });
      if (req.headers.authorization !== 'Bearer sk_test_stand_in')
        return stripeError(res, 401, { type: 'invalid_request_error', message: 'Invalid API Key provided' });

      if (req.method === 'POST' && path === '/v1/payment_intents') return createIntent(res, form);
      if (req.method === 'POST' && path === '/v1/setup_intents') return createSetup(res, form);
      if (req.method === 'POST' && path === '/v1/customers') return createCustomer(req, res, form);
      const setup = /^\/v1\/setup_intents\/([^/]+)$/.exec(path);
      if (req.method === 'GET' && setup) {
        const found = setups.get(setup[1]!);
        return found ? send(res, found) : noSuch(res, 'setup_intent');
      }
      const method = /^\/v1\/payment_methods\/([^/]+)(\/detach)?$/.exec(path);
      if (method) {
        const found = methods.get(method[1]!);
        if (!found) return noSuch(res, 'payment_method');
        if (req.method === 'GET' && !method[2]) return send(res, found);
        if (req.method === 'POST' && method[2]) {
          if (!found.customer)
            return stripeError(res, 400, {
              type: 'invalid_request_error',
              message: 'The payment method you provided is not attached to a customer',
            });
          found.customer = null;
          return send(res, found);
        }
      }
      const action = /^\/v1\/payment_intents\/([^/]+)\/(capture|cancel)$/.exec(path);
      if (req.method === 'POST' && action) {
        const intent = intents.get(action[1]!);
        if (!intent)
          return stripeError(res, 404, { type: 'invalid_request_error', message: 'No such intent' });
        if (action[2] === 'capture') {
          intent.status = 'succeeded';
          intent.amount_received = intent.amount;
        } else intent.status = 'canceled';
        intent.amount_capturable = 0;
        return send(res, intent);
      }
      if (req.method === 'POST' && path === '/v1/refunds') {
        const refund: StandInRefund = {
          id: `re_${hex()}`,
          object: 'refund',
          amount: Number(form.amount),
          currency: 'usd',
          payment_intent: form.payment_intent ?? null,
          status: 'succeeded',
        };
        return send(res, refund);
      }
      return stripeError(res, 404, { type: 'invalid_request_error', message: `No route ${path}` });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: { host: '127.0.0.1', port, protocol: 'http' },
    requests,
    intents,
    methods,
    customers,
    setups,
    finishAction(id) {
      const intent = intents.get(id);
      if (intent?.status === 'requires_action') {
        intent.status = 'requires_capture';
        intent.amount_capturable = intent.amount;
        if (intent.setup_future_usage) intent.payment_method.customer = intent.customer;
      }
      const setup = setups.get(id);
      if (setup?.status === 'requires_action') {
        setup.status = 'succeeded';
        setup.payment_method.customer = setup.customer;
      }
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };
}

/** The keys the stand-in takes (tests only; no real Stripe account has them). */
export const STAND_IN_KEYS = {
  secretKey: 'sk_test_stand_in',
  publishableKey: 'pk_test_stand_in',
  webhookSecret: 'whsec_stand_in',
};
