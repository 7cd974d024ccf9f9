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
  BestSellersResponseSchema,
  CardSetupPendingSchema,
  CartResponseSchema,
  CheckoutPaymentSchema,
  CheckoutResponseSchema,
  CollectionResponseSchema,
  ConsentCheckResultSchema,
  ContentPageSchema,
  CsrfResponseSchema,
  DealerQuickOrderResponseSchema,
  WarehousesResponseSchema,
  DeleteCookiesResponseSchema,
  ErrorBodySchema,
  GuestOrderDetailSchema,
  HomeResponseSchema,
  MarketingResponseSchema,
  MenuResponseSchema,
  OrderLookupResponseSchema,
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
  SessionResponseSchema,
  StockResponseSchema,
  TaxRatesResponseSchema,
  ThumbsUpResponseSchema,
  VehicleCollectionResponseSchema,
  WriteReviewResponseSchema,
} from '@shop/domain';

/** For calls whose answer the web does not read. */
export const AnyAnswerSchema = z.unknown();
