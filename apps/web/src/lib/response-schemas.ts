/**
 * The domain schemas the web parses API answers with, in one module that lib/api-client.ts loads on the
 * first answer: zod and these schemas stay out of the initial JS. A call names its schema as a pick,
 * `(d) => d.CartResponseSchema`; a schema missing here is a type error at that call.
 */
import { z } from 'zod';

export {
  AccountOrderDetailSchema,
  AccountOrdersResponseSchema,
  AccountReviewSkuResponseSchema,
  ActiveSaleResponseSchema,
  AddressListResponseSchema,
  AddressSchema,
  AuthUrlResponseSchema,
  CartResponseSchema,
  CheckoutResponseSchema,
  CollectionResponseSchema,
  ConsentCheckResultSchema,
  CsrfResponseSchema,
  DealerQuickOrderResponseSchema,
  DeleteCookiesResponseSchema,
  ErrorBodySchema,
  MarketingResponseSchema,
  MenuResponseSchema,
  OrderSchema,
  ProductSchema,
  ProfileSchema,
  PushPublicKeyResponseSchema,
  RegisterResponseSchema,
  ReturnListResponseSchema,
  ReturnSchema,
  ReviewListResponseSchema,
  SavedCardListResponseSchema,
  SavedCardSchema,
  SearchResponseSchema,
  StockResponseSchema,
  ThumbsUpResponseSchema,
  VehicleCollectionResponseSchema,
  WriteReviewResponseSchema,
} from '@shop/domain';

/**
 * The session as the header needs it (spec: email, role 2 dealer, isDealer, account_id, names); lenient:
 * anything without a user with an email reads as signed out (features/auth/api/get-session.ts).
 */
export const SessionUserSchema = z
  .object({
    email: z.string().nullish(),
    role: z.union([z.number(), z.string()]).nullish(),
    isDealer: z.boolean().nullish(),
    is_dealer: z.union([z.boolean(), z.number()]).nullish(),
    account_id: z.union([z.number(), z.string()]).nullish(),
    first_name: z.string().nullish(),
  })
  .loose();
export const SessionAnswerSchema = z
  .object({ user: SessionUserSchema.nullish(), expires: z.string().nullish() })
  .loose();

/** For calls whose answer the web does not read. */
export const AnyAnswerSchema = z.unknown();
