/**
 * The signed-in account: profile, addresses, order history, saved cards and returns. Every call takes
 * the user id of the session; another user's ids are 404 (no hint that they exist). Writes that
 * read first run in one transaction.
 */
import {
  CONSENT_NEEDS_VERIFIED_EMAIL,
  centsToDollars,
  MAX_ADDRESSES,
  orderStage,
  returnWindowOf,
  shortDate,
  toE164,
  type AccountOrderDetail,
  type AccountOrdersResponse,
  type Address,
  type AddressBody,
  type PageQuery,
  type Profile,
  type Return,
  type ReturnRequestBody,
  type UpdateAddressBody,
  type UpdateProfileBody,
} from '@shop/domain';
import type { Db } from '../../db/database.js';
import { AppError, notFound } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type { PaymentProvider } from '../../lib/payment-provider.js';
import {
  sessionUserOf,
  type ProfileChange,
  type SessionAddresses,
  type UserRow,
} from '../auth/auth.service.js';
import type { BuyerOrders } from '../orders/orders.buyer.js';
import { createAccountRepo, type AccountRepo, type AddressFields, type AddressRow } from './account.repo.js';
import { createSavedCards } from './account.cards.js';

const toAddress = (r: AddressRow): Address => ({
  id: r.id,
  first_name: r.first_name,
  last_name: r.last_name,
  address_line_1: r.address_line_1,
  address_line_2: r.address_line_2,
  city: r.city,
  state_code: r.state_code,
  zip_code: r.zip_code,
  country_code: r.country_code,
  phone_number: r.phone_number,
  is_default: r.is_default === 1,
});

const fieldsOf = (b: AddressBody): AddressFields => ({
  first_name: b.first_name,
  last_name: b.last_name,
  address_line_1: b.address_line_1,
  address_line_2: b.address_line_2 ?? null,
  city: b.city,
  state_code: b.state_code,
  zip_code: b.zip_code,
  country_code: b.country_code,
  phone_number: b.phone_number,
});

const addressNotFound = () => notFound('No such address');

export type AccountService = ReturnType<typeof createAccountService>;

/**
 * Where an account holder's own marketing consents are recorded besides the account: the marketing module's
 * subscribers (the back office lists and exports them). Consents left out are kept; the phone is E.164.
 */
export type AccountConsentPort = {
  record: (c: { address: string; phone: string | null; email?: boolean; sms?: boolean }) => Promise<void>;
};

/**
 * The accounts' own rows, which the auth module keeps (its repo, handed in by app-modules.ts; decision 069, Ports):
 * one account's row and its profile's change.
 */
export type AccountUsers = {
  findById(id: number): Promise<UserRow | null>;
  updateProfile(id: number, change: ProfileChange, nowIso: string): Promise<void>;
};

/**
 * The account's default address (else its first) read through `ex`, the store or the caller's transaction: the
 * session's shape (auth's port `SessionAddresses`, filled in app-modules.ts) and a customer's page read it here,
 * the one copy of that SQL (decision 069, Ports). Never opens a transaction.
 */
export const defaultAddressIn = (ex: Db): SessionAddresses => ({
  of: (userId) => createAccountRepo(ex).defaultAddressOf(userId),
});

export function createAccountService(deps: {
  db: Db;
  clock: Clock;
  repo: AccountRepo;
  authRepo: AccountUsers;
  /** The orders module's buyer side: an order's page with its return eligibility, and return requests. */
  buyer: BuyerOrders;
  consents: AccountConsentPort;
  /** The payment provider's card vault: a saved card is the provider's (decision 074). */
  payments: Pick<PaymentProvider, 'vaultCard' | 'customers'>;
}) {
  const { db, clock, repo, authRepo, buyer, payments } = deps;
  const nowIso = () => clock.now().toISOString();
  /**
   * Runs `fn` in one transaction with the account queries bound to it, holding the account's row (lockOwner):
   * its checks (limits, the one default) stay true until its writes. Only queries are
   * awaited inside.
   */
  const tx = <T>(userId: number, fn: (trx: AccountRepo) => Promise<T>): Promise<T> =>
    db.transaction().execute(async (trx) => {
      const repo = createAccountRepo(trx);
      await repo.lockOwner(userId);
      return fn(repo);
    });

  async function profile(userId: number): Promise<Profile> {
    const row = await authRepo.findById(userId);
    if (!row) throw new AppError('SESSION_REQUIRED', 'Sign in to continue');
    const user = await sessionUserOf(row, defaultAddressIn(db));
    return {
      ...user,
      created_at: row.created_at,
      email_verified: row.email_verified_at !== null,
      first_visit: row.sign_ins !== null && row.sign_ins <= 1,
    };
  }

  return {
    profile,

    async updateProfile(userId: number, body: UpdateProfileBody): Promise<Profile> {
      // Turning marketing email on needs a proven address; keeping it on (an older consent) does not.
      const row = body.email_consent === 1 ? await authRepo.findById(userId) : null;
      if (row && row.email_consent !== 1 && row.email_verified_at === null)
        throw new AppError(CONSENT_NEEDS_VERIFIED_EMAIL.code, CONSENT_NEEDS_VERIFIED_EMAIL.message);
      await authRepo.updateProfile(
        userId,
        {
          first_name: body.first_name,
          last_name: body.last_name,
          phone: body.primary_phone === undefined ? undefined : body.primary_phone,
          email_consent: body.email_consent,
          sms_consent: body.sms_consent,
        },
        nowIso(),
      );
      if (body.email_consent != null || body.sms_consent != null) {
        const account = await authRepo.findById(userId);
        if (account)
          await deps.consents.record({
            address: account.email,
            phone: account.phone === null ? null : toE164(account.phone),
            ...(body.email_consent == null ? {} : { email: body.email_consent === 1 }),
            ...(body.sms_consent == null ? {} : { sms: body.sms_consent === 1 }),
          });
      }
      return profile(userId);
    },

    // ------------------------------------------------------------ addresses
    addresses: async (userId: number): Promise<Address[]> => (await repo.addresses(userId)).map(toAddress),

    addAddress(userId: number, body: AddressBody): Promise<Address> {
      return tx(userId, async (repo) => {
        const count = await repo.addressCount(userId);
        if (count >= MAX_ADDRESSES)
          throw new AppError('TOO_MANY_ADDRESSES', `You can keep up to ${MAX_ADDRESSES} addresses`);
        const id = await repo.insertAddress(
          userId,
          fieldsOf(body),
          body.is_default === true || count === 0,
          nowIso(),
        );
        return toAddress((await repo.address(id, userId))!);
      });
    },

    updateAddress(userId: number, id: number, body: UpdateAddressBody): Promise<Address> {
      return tx(userId, async (repo) => {
        const current = await repo.address(id, userId);
        if (!current) throw addressNotFound();
        const fields: AddressFields = {
          first_name: body.first_name ?? current.first_name,
          last_name: body.last_name ?? current.last_name,
          address_line_1: body.address_line_1 ?? current.address_line_1,
          address_line_2:
            body.address_line_2 === undefined ? current.address_line_2 : body.address_line_2 || null,
          city: body.city ?? current.city,
          state_code: body.state_code ?? current.state_code,
          zip_code: body.zip_code ?? current.zip_code,
          country_code: body.country_code ?? current.country_code,
          phone_number: body.phone_number ?? current.phone_number,
        };
        // The default moves by making another address the default, not by unsetting it.
        const isDefault = body.is_default === true || current.is_default === 1;
        await repo.updateAddress(id, userId, fields, isDefault, nowIso());
        return toAddress((await repo.address(id, userId))!);
      });
    },

    async deleteAddress(userId: number, id: number): Promise<void> {
      await tx(userId, async (repo) => {
        if (!(await repo.address(id, userId))) throw addressNotFound();
        await repo.deleteAddress(id, userId);
      });
    },

    // ------------------------------------------------------------ orders
    async orders(userId: number, query: PageQuery): Promise<AccountOrdersResponse> {
      const rows = await repo.orderPage(userId, query.pageSize, (query.page - 1) * query.pageSize);
      const now = clock.now();
      return {
        orders: rows.map((r) => ({
          order_number: r.order_number,
          created_at: r.created_at,
          date: shortDate(r.created_at),
          status: orderStage(r.status, r.delivered_at),
          returnable: returnWindowOf({ orderStatus: r.status, deliveredAt: r.delivered_at }, now).open,
          final_total: centsToDollars(r.total_cents),
          item_count: r.item_count,
          is_dealer: r.is_dealer === 1,
        })),
        count: await repo.orderCount(userId),
        page: query.page,
        pageSize: query.pageSize,
      };
    },

    async order(userId: number, orderNumber: string): Promise<AccountOrderDetail> {
      const row = await repo.orderByNumber(orderNumber, userId);
      if (!row) throw notFound('No such order');
      return buyer.detailOf(row);
    },

    // ------------------------------------------------------------ saved cards
    ...createSavedCards({ db, clock, repo, authRepo, payments }),

    // ------------------------------------------------------------ returns
    returns: (userId: number): Promise<Return[]> => buyer.returnsOfAccount(userId),

    /** 404 for an order line that is not the user's; 409 RETURN_NOT_ELIGIBLE when the rules refuse. */
    requestReturn: (userId: number, body: ReturnRequestBody): Promise<Return> =>
      buyer.requestReturn({ userId }, body),
  };
}
