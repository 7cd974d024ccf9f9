/**
 * A local stand-in for the part of Stripe's HTTP API the shop's provider calls (decision 074), for the test
 * suite only: an in-process HTTP server the `stripe` library is pointed at with its host, port and protocol
 * options. Its answers are typed with the library's own types. What it does with a confirmation token:
 * `ctoken_3ds…` needs the shopper's confirmation (requires_action), `ctoken_decline…` is a card error (402),
 * `ctoken_bad…` is an invalid request (400), `ctoken_jcb…` is a card of a brand the shop does not take, and
 * any other is authorized (requires_capture). Every request is recorded with its form fields.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type Stripe from 'stripe';

type StandInCard = Pick<Stripe.PaymentMethod.Card, 'brand' | 'last4' | 'exp_month' | 'exp_year'>;
type StandInMethod = Pick<Stripe.PaymentMethod, 'id' | 'object' | 'type'> & { card: StandInCard };
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
> & { payment_method: StandInMethod };
type StandInRefund = Pick<
  Stripe.Refund,
  'id' | 'object' | 'amount' | 'currency' | 'payment_intent' | 'status'
>;

export type StandInRequest = { method: string; path: string; form: Record<string, string> };

export type StripeStandIn = {
  endpoint: { host: string; port: number; protocol: 'http' };
  requests: StandInRequest[];
  intents: Map<string, StandInIntent>;
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
    : { brand: 'visa', last4: '4242', exp_month: 4, exp_year: 2031 };

function stripeError(res: ServerResponse, status: number, error: Partial<Stripe.StripeRawError>): void {
  res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify({ error }));
}

export async function startStripeStandIn(): Promise<StripeStandIn> {
  const requests: StandInRequest[] = [];
  const intents = new Map<string, StandInIntent>();
  const send = (res: ServerResponse, body: StandInIntent | StandInRefund) =>
    res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));

  const server = createServer((req, res) => {
    void (async () => {
      const form = await readForm(req);
      const path = (req.url ?? '').split('?')[0]!;
      requests.push({ method: req.method ?? '', path, form });
      if (req.headers.authorization !== 'Bearer sk_test_stand_in')
        return stripeError(res, 401, { type: 'invalid_request_error', message: 'Invalid API Key provided' });

      if (req.method === 'POST' && path === '/v1/payment_intents') {
        const token = form.confirmation_token ?? '';
        if (token.startsWith('ctoken_decline'))
          return stripeError(res, 402, {
            type: 'card_error',
            code: 'card_declined',
            message: 'Your card was declined.',
          });
        if (token.startsWith('ctoken_bad') || !token.startsWith('ctoken_'))
          return stripeError(res, 400, {
            type: 'invalid_request_error',
            message: 'No such confirmationtoken',
          });
        const id = `pi_${randomBytes(8).toString('hex')}`;
        const amount = Number(form.amount);
        const needsAction = token.startsWith('ctoken_3ds');
        const intent: StandInIntent = {
          id,
          object: 'payment_intent',
          amount,
          amount_capturable: needsAction ? 0 : amount,
          amount_received: 0,
          currency: form.currency ?? 'usd',
          status: needsAction ? 'requires_action' : 'requires_capture',
          capture_method: 'manual',
          client_secret: `${id}_secret_${randomBytes(6).toString('hex')}`,
          last_payment_error: null,
          payment_method: { id: `pm_${id}`, object: 'payment_method', type: 'card', card: cardOf(token) },
        };
        intents.set(id, intent);
        return send(res, intent);
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
          id: `re_${randomBytes(8).toString('hex')}`,
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
