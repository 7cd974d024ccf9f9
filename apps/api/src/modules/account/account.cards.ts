/**
 * The account's saved cards (decision 074): a saved card is the payment provider's, the account keeps its
 * reference, brand, last 4, expiry and nickname. With the test provider the token is vaulted as it is; with
 * Stripe the card is a PaymentMethod of the account's Stripe Customer, made on first need and kept with the
 * account: "add a card" confirms a SetupIntent (202 and then /confirm when the bank asks for 3-D Secure), and
 * removing a card detaches it at Stripe.
 */
import {
  expiryValid,
  MAX_SAVED_CARDS,
  type AddCardBody,
  type CardSetupPending,
  type ConfirmCardBody,
  type SavedCard,
  type UpdateCardBody,
} from '@shop/domain';
import type { Db } from '../../db/database.js';
import { AppError, notFound } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type { CardFacts, PaymentProvider, PaymentRefusal, VaultedCard } from '../../lib/payment-provider.js';
import { createAccountRepo, type AccountRepo, type CardRow } from './account.repo.js';

export const toSavedCard = (r: CardRow): SavedCard => ({
  id: r.id,
  card_brand: r.card_brand,
  card_no: r.last4,
  exp_month: r.exp_month,
  exp_year: r.exp_year,
  card_nickname: r.nickname,
  is_default_card: r.is_default === 1 ? 1 : 0,
  updated_at: r.updated_at,
});

const cardNotFound = () => notFound('No such saved card');
const refusal = (r: PaymentRefusal) => new AppError(r.code, r.message);

/** A card to keep: the provider's reference and what the shop may show. */
type KeptCard = CardFacts & { reference: string; nickname: string | null };

/** The card holder's account (auth's, through the account service's AccountUsers): its email for the provider. */
export type CardHolders = { findById(id: number): Promise<{ email: string } | null> };

export function createSavedCards(deps: {
  db: Db;
  clock: Clock;
  repo: AccountRepo;
  authRepo: CardHolders;
  /** The payment provider's card vault (and its customers, with Stripe). */
  payments: Pick<PaymentProvider, 'vaultCard' | 'customers'>;
}) {
  const { db, clock, repo, authRepo, payments } = deps;
  const nowIso = () => clock.now().toISOString();
  /** One transaction holding the account's row: its checks (limit, the one default) stay true until its writes. */
  const tx = <T>(userId: number, fn: (trx: AccountRepo) => Promise<T>): Promise<T> =>
    db.transaction().execute(async (trx) => {
      const repo = createAccountRepo(trx);
      await repo.lockOwner(userId);
      return fn(repo);
    });

  async function cardOf(userId: number, cardId: number, from: AccountRepo = repo): Promise<CardRow> {
    const card = await from.card(cardId, userId);
    if (!card) throw cardNotFound();
    return card;
  }

  /**
   * The account's customer at the provider, made the first time it is needed; null with a provider without
   * customers. Made outside any transaction (a call to the provider); a customer stored meanwhile wins.
   */
  async function paymentCustomer(userId: number): Promise<string | null> {
    if (!payments.customers) return null;
    const stored = await repo.stripeCustomer(userId);
    if (stored) return stored;
    const account = await authRepo.findById(userId);
    if (!account) throw new AppError('SESSION_REQUIRED', 'Sign in to continue');
    await repo.setStripeCustomer(
      userId,
      await payments.customers.create({ accountId: userId, email: account.email }),
    );
    const kept = await repo.stripeCustomer(userId);
    if (!kept) throw new Error(`account ${userId}: its payment customer was not kept`);
    return kept;
  }

  /** Stores the card the account asked to save (409 TOO_MANY_CARDS at the limit). */
  async function keep(
    userId: number,
    card: VaultedCard,
    body: Pick<AddCardBody, 'card_nickname' | 'is_default_card'>,
  ): Promise<SavedCard> {
    if (!expiryValid(card.expMonth, card.expYear, clock.now()))
      throw new AppError('CARD_INVALID', "Your card's expiration date is invalid.");
    return tx(userId, async (repo) => {
      const count = await repo.cardCount(userId);
      if (count >= MAX_SAVED_CARDS)
        throw new AppError('TOO_MANY_CARDS', `You can keep up to ${MAX_SAVED_CARDS} cards`);
      const id = await repo.insertCard(
        {
          user_id: userId,
          card_brand: card.brand,
          last4: card.last4,
          exp_month: card.expMonth,
          exp_year: card.expYear,
          nickname: body.card_nickname ?? null,
          provider_reference: card.reference,
          created_at: nowIso(),
        },
        body.is_default_card === true || count === 0,
      );
      return toSavedCard((await repo.card(id, userId))!);
    });
  }

  /**
   * Checkout's "save this card": skipped at the card limit or when the same card is saved already. One
   * transaction, so two checkouts at once cannot both save it.
   */
  function saveCardFromCheckout(userId: number, card: KeptCard): Promise<void> {
    return tx(userId, async (repo) => {
      if ((await repo.cardCount(userId)) >= MAX_SAVED_CARDS) return;
      if (
        (await repo.cards(userId)).some(
          (c) =>
            c.last4 === card.last4 &&
            c.card_brand === card.brand &&
            c.exp_month === card.expMonth &&
            c.exp_year === card.expYear,
        )
      )
        return;
      await repo.insertCard(
        {
          user_id: userId,
          card_brand: card.brand,
          last4: card.last4,
          exp_month: card.expMonth,
          exp_year: card.expYear,
          nickname: card.nickname,
          provider_reference: card.reference,
          created_at: nowIso(),
        },
        (await repo.cardCount(userId)) === 0,
      );
    });
  }

  return {
    cards: async (userId: number): Promise<SavedCard[]> => (await repo.cards(userId)).map(toSavedCard),
    cardOf: (userId: number, cardId: number): Promise<CardRow> => cardOf(userId, cardId),
    /** The user's saved card row (for checkout), or null. */
    findCard: (userId: number, cardId: number): Promise<CardRow | null> => repo.card(cardId, userId),
    paymentCustomer,

    /**
     * Keeps the card the body's token stands for: the payment provider vaults it (the number never reaches the
     * server). With Stripe a bank asking for 3-D Secure answers `pending`: the browser confirms, then `confirmCard`.
     */
    async addCard(userId: number, body: AddCardBody): Promise<SavedCard | CardSetupPending> {
      if (!payments.vaultCard)
        throw new AppError('SAVED_CARD_UNSUPPORTED', 'Cards cannot be saved with this payment provider');
      const customer = await paymentCustomer(userId);
      const card = await payments.vaultCard(body.token, clock.now(), customer ?? undefined);
      if (card.ok === false) throw refusal(card);
      if (card.ok === 'pending')
        return {
          next_action: { type: 'confirm_setup', client_secret: card.clientSecret },
          setup: card.setup,
        };
      return keep(userId, card, body);
    },

    /** The card of a setup the bank confirmed (Stripe): the account's own setup only. */
    async confirmCard(userId: number, body: ConfirmCardBody): Promise<SavedCard> {
      const customer = await paymentCustomer(userId);
      if (!customer || !payments.customers)
        throw new AppError('SAVED_CARD_UNSUPPORTED', 'Cards cannot be saved with this payment provider');
      const card = await payments.customers.vaulted(body.setup, customer);
      if (!card.ok) throw refusal(card);
      return keep(userId, card, body);
    },

    updateCard(userId: number, id: number, body: UpdateCardBody): Promise<SavedCard> {
      return tx(userId, async (repo) => {
        const card = await cardOf(userId, id, repo);
        const expMonth = body.exp_month ?? card.exp_month;
        const expYear = body.exp_year ?? card.exp_year;
        if ((body.exp_month || body.exp_year) && !expiryValid(expMonth, expYear, clock.now()))
          throw new AppError('CARD_INVALID', "Your card's expiration date is invalid.");
        // Unsetting the default is not a thing: another card must be made the default instead.
        const isDefault = body.is_default_card === true || card.is_default === 1;
        await repo.updateCard(
          {
            id,
            user_id: userId,
            nickname: body.card_nickname === undefined ? card.nickname : body.card_nickname || null,
            exp_month: expMonth,
            exp_year: expYear,
          },
          isDefault,
          nowIso(),
        );
        return toSavedCard((await repo.card(id, userId))!);
      });
    },

    /** Deletes the card; with Stripe its PaymentMethod is detached from the customer first. */
    async deleteCard(userId: number, id: number): Promise<void> {
      const card = await cardOf(userId, id);
      if (payments.customers) await payments.customers.forget(card.provider_reference);
      await tx(userId, async (repo) => {
        await cardOf(userId, id, repo);
        await repo.deleteCard(id, userId);
      });
    },

    saveCardFromCheckout,

    /**
     * A card Stripe kept with a payment the bank confirmed later (the webhook): saved when `customer` is the
     * account's, with the PaymentMethod's brand, last 4 and expiry and the nickname the checkout kept with the order.
     */
    async saveCardOfPayment(
      userId: number,
      customer: string,
      reference: string,
      nickname: string | null,
    ): Promise<boolean> {
      if (!payments.customers || (await repo.stripeCustomer(userId)) !== customer) return false;
      const facts = await payments.customers.cardFacts(reference);
      if (!facts) return false;
      await saveCardFromCheckout(userId, { ...facts, reference, nickname });
      return true;
    },
  };
}
