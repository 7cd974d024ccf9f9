/** The auth module (decision 069, the module contract): sign-in, registration, recovery, sessions. */
import type { Config } from '../../config.js';
import type { PasswordHasher } from '../../lib/password-hasher.js';
import { at, defineModule, type ModuleInfra } from '../../lib/shop-module.js';
import type { MailQueue } from '../mail/mail.queue.js';
import { createAccountLinks } from './auth.links.js';
import type { AuthRepo } from './auth.repo.js';
import { authRoutes, authTable } from './auth.routes.js';
import { createAuthService } from './auth.service.js';

type AuthDeps = Parameters<typeof createAuthService>[0];

export const authModule = defineModule({
  name: 'auth',
  mounts: { auth: at(authTable) },
  create: (
    deps: Pick<ModuleInfra, 'db' | 'clock' | 'rateLimits' | 'production'> & {
      /** The session viewer's repo too (app.ts). */
      repo: AuthRepo;
      mail: MailQueue;
      cart: AuthDeps['cart'];
      /** The account's default address for the session's shape (the account module's port filler). */
      addresses: AuthDeps['addresses'];
      hasher: PasswordHasher;
      config: Pick<
        Config,
        | 'jwtSecret'
        | 'bcryptCost'
        | 'publicUrl'
        | 'signInRateLimit'
        | 'signInIpRateLimit'
        | 'registerRateLimit'
        | 'recoveryRateLimit'
      >;
    },
  ) => {
    const { config } = deps;
    const auth = createAuthService({
      db: deps.db,
      repo: deps.repo,
      links: createAccountLinks(deps.mail),
      cart: deps.cart,
      clock: deps.clock,
      secret: config.jwtSecret,
      bcryptCost: config.bcryptCost,
      hasher: deps.hasher,
      addresses: deps.addresses,
    });
    return {
      service: auth,
      routers: {
        auth: authRoutes(auth, {
          production: deps.production,
          secret: config.jwtSecret,
          publicUrl: config.publicUrl,
          signInRateLimit: config.signInRateLimit,
          signInIpRateLimit: config.signInIpRateLimit,
          registerRateLimit: config.registerRateLimit,
          recoveryRateLimit: config.recoveryRateLimit,
          rateLimits: deps.rateLimits,
        }),
      },
    };
  },
});
