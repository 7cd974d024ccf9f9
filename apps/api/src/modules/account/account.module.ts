/**
 * The account module (decision 069, the module contract): a shopper's account (profile, addresses, cards,
 * orders), the back office's customers, and the ports checkout declares for saved cards.
 */
import type { Config } from '../../config.js';
import { at, defineModule, type ModuleInfra } from '../../lib/shop-module.js';
import type { AdminGuard } from '../admin/admin.auth.js';
import type { AuthService } from '../auth/auth.service.js';
import type { PaymentCardsPort } from '../checkout/checkout.payments.js';
import type { SavedCardsPort } from '../checkout/checkout.service.js';
import type { MailQueue } from '../mail/mail.queue.js';
import { createAccountRepo } from './account.repo.js';
import { accountRoutes, accountTable } from './account.routes.js';
import { createAccountService } from './account.service.js';
import type { CustomerApplications } from './admin.customers.js';
import { adminCustomersRoutes, adminCustomersTable } from './admin.customers.routes.js';

type AccountDeps = Parameters<typeof createAccountService>[0];

export const accountModule = defineModule({
  name: 'account',
  mounts: { account: at(accountTable), adminCustomers: at(adminCustomersTable, 'admin') },
  create: (
    deps: Pick<ModuleInfra, 'db' | 'clock' | 'rateLimits' | 'production'> &
      Pick<AccountDeps, 'authRepo' | 'buyer' | 'consents' | 'payments'> & {
        auth: AuthService;
        mail: MailQueue;
        guard: AdminGuard;
        /** A customer's dealer applications (the dealers module's applicationsOfAccounts). */
        applications: CustomerApplications;
        config: Pick<Config, 'jwtSecret' | 'signInRateLimit'>;
      },
  ) => {
    const { db, clock } = deps;
    const account = createAccountService({
      db,
      clock,
      repo: createAccountRepo(db),
      authRepo: deps.authRepo,
      buyer: deps.buyer,
      consents: deps.consents,
      payments: deps.payments,
    });
    const savedCards: SavedCardsPort = {
      find: async (userId, cardId) => {
        const card = await account.findCard(userId, cardId);
        return card
          ? {
              brand: card.card_brand,
              last4: card.last4,
              expMonth: card.exp_month,
              expYear: card.exp_year,
              reference: card.provider_reference,
            }
          : null;
      },
      save: async (userId, card) => {
        await account.saveCardFromCheckout(userId, card);
      },
      customer: (userId) => account.paymentCustomer(userId),
    };
    const paymentCards: PaymentCardsPort = {
      saveCardOfPayment: (...args) => account.saveCardOfPayment(...args),
    };
    return {
      service: { account, savedCards, paymentCards },
      routers: {
        account: accountRoutes(account, deps.auth, {
          production: deps.production,
          secret: deps.config.jwtSecret,
          passwordRateLimit: deps.config.signInRateLimit,
          rateLimits: deps.rateLimits,
        }),
        adminCustomers: adminCustomersRoutes({
          db,
          clock,
          mail: deps.mail,
          guard: deps.guard,
          applications: deps.applications,
        }),
      },
    };
  },
});
