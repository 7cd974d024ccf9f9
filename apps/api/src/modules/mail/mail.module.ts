/** The mail module (decision 042; decision 069, the module contract): the queue every module mails through. */
import type { Config } from '../../config.js';
import { at, defineModule, type ModuleInfra } from '../../lib/shop-module.js';
import { createMailQueue } from './mail.queue.js';
import { devOutboxRoutes, devOutboxTable } from './mail.routes.js';

type QueueDeps = Parameters<typeof createMailQueue>[0];

export const mailModule = defineModule({
  name: 'mail',
  // What the shop sent, for a developer without an SMTP server; never in production.
  mounts: { devOutbox: at(devOutboxTable, 'files', true) },
  create: (
    deps: Pick<ModuleInfra, 'db' | 'changes'> &
      Pick<QueueDeps, 'site' | 'unsubscribeUrls' | 'shopOrderEmail'> & {
        config: Pick<Config, 'publicUrl' | 'mail'>;
      },
  ) => ({
    service: createMailQueue({
      changes: deps.changes,
      site: deps.site,
      publicUrl: deps.config.publicUrl,
      unsubscribeUrls: deps.unsubscribeUrls,
      shopOrderEmail: deps.shopOrderEmail,
    }),
    routers: { devOutbox: devOutboxRoutes(deps.db, deps.config.mail.outboxDir) },
  }),
});
