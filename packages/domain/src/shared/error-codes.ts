/**
 * Every error code the API answers, and the one table of their HTTP statuses (decision 084). Each area lists its
 * own codes (`<area>/errors.ts`); the codes of the cross-cutting middleware (request guards, csrf, rate limits,
 * the JSON parser, the error handler) are the common ones here. A code is thrown by name
 * (`new AppError('OUT_OF_STOCK', message)`) and answers its status from ERROR_STATUS.
 */
import { ACCOUNT_ERROR_CODES, type AccountErrorCode } from '../account/errors.js';
import { ADMIN_ERROR_CODES, type AdminErrorCode } from '../admin/errors.js';
import { AUTH_ERROR_CODES, type AuthErrorCode } from '../auth/errors.js';
import { CART_ERROR_CODES, type CartErrorCode } from '../cart/errors.js';
import { CATALOG_ERROR_CODES, type CatalogErrorCode } from '../catalog/errors.js';
import { CHECKOUT_ERROR_CODES, type CheckoutErrorCode } from '../checkout/errors.js';
import { CONTENT_ERROR_CODES, type ContentErrorCode } from '../content/errors.js';
import { DEALERS_ERROR_CODES, type DealersErrorCode } from '../dealers/errors.js';
import { IMAGES_ERROR_CODES, type ImagesErrorCode } from '../images/errors.js';
import { MARKETING_ERROR_CODES, type MarketingErrorCode } from '../marketing/errors.js';
import { MENU_ERROR_CODES, type MenuErrorCode } from '../menu/errors.js';
import { ORDERS_ERROR_CODES, type OrdersErrorCode } from '../orders/errors.js';
import { REVIEWS_ERROR_CODES, type ReviewsErrorCode } from '../reviews/errors.js';
import { SALES_ERROR_CODES, type SalesErrorCode } from '../sales/errors.js';

/** The codes every area may answer: the request guards', the parser's, the error handler's, sessions and roles. */
export const COMMON_ERROR_CODES = [
  'VALIDATION_FAILED',
  'INVALID_JSON',
  'INVALID_FORM',
  'BAD_REQUEST',
  'REQUEST_ABORTED',
  'SESSION_REQUIRED',
  'CSRF_TOKEN_INVALID',
  'FORBIDDEN_ORIGIN',
  'FORBIDDEN',
  'NOT_FOUND',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'UNSUPPORTED_CHARSET',
  'UNSUPPORTED_ENCODING',
  'RATE_LIMITED',
  'INTERNAL_ERROR',
  'BUSY',
  'SHUTTING_DOWN',
] as const;
export type CommonErrorCode = (typeof COMMON_ERROR_CODES)[number];

/** Each area's codes (a code is listed once, under the area that owns it; others may throw it too). */
export const ERROR_CODES_BY_AREA: Readonly<Record<string, readonly ErrorCode[]>> = {
  common: COMMON_ERROR_CODES,
  account: ACCOUNT_ERROR_CODES,
  admin: ADMIN_ERROR_CODES,
  auth: AUTH_ERROR_CODES,
  cart: CART_ERROR_CODES,
  catalog: CATALOG_ERROR_CODES,
  checkout: CHECKOUT_ERROR_CODES,
  content: CONTENT_ERROR_CODES,
  dealers: DEALERS_ERROR_CODES,
  images: IMAGES_ERROR_CODES,
  marketing: MARKETING_ERROR_CODES,
  menu: MENU_ERROR_CODES,
  orders: ORDERS_ERROR_CODES,
  reviews: REVIEWS_ERROR_CODES,
  sales: SALES_ERROR_CODES,
};

/** Any code the API answers in `error.code`. */
export type ErrorCode =
  | CommonErrorCode
  | AccountErrorCode
  | AdminErrorCode
  | AuthErrorCode
  | CartErrorCode
  | CatalogErrorCode
  | CheckoutErrorCode
  | ContentErrorCode
  | DealersErrorCode
  | ImagesErrorCode
  | MarketingErrorCode
  | MenuErrorCode
  | OrdersErrorCode
  | ReviewsErrorCode
  | SalesErrorCode;

/** The HTTP status each code answers, whoever throws it (a code has one status: decision 084). */
export const ERROR_STATUS: Readonly<Record<ErrorCode, number>> = {
  // common
  VALIDATION_FAILED: 400,
  INVALID_JSON: 400,
  INVALID_FORM: 400,
  BAD_REQUEST: 400,
  REQUEST_ABORTED: 400,
  SESSION_REQUIRED: 401,
  CSRF_TOKEN_INVALID: 403,
  FORBIDDEN_ORIGIN: 403,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  UNSUPPORTED_CHARSET: 415,
  UNSUPPORTED_ENCODING: 415,
  RATE_LIMITED: 429,
  INTERNAL_ERROR: 500,
  BUSY: 503,
  SHUTTING_DOWN: 503,
  // account
  ACCOUNT_DISABLED: 403,
  TOO_MANY_ADDRESSES: 409,
  TOO_MANY_CARDS: 409,
  CUSTOMER_ACTION_REFUSED: 409,
  // admin
  UNAUTHORIZED: 401,
  INSUFFICIENT_SCOPE: 403,
  ADMIN_REVOKE_REFUSED: 409,
  // auth
  CredentialsSignin: 401,
  RESET_LINK_INVALID: 400,
  VERIFY_LINK_INVALID: 400,
  INVALID_CURRENT_PASSWORD: 400,
  EMAIL_NOT_VERIFIED: 409,
  // cart
  CHOOSE_VARIANT: 400,
  NOT_PURCHASABLE: 409,
  OUT_OF_STOCK: 409,
  CART_VERSION_CONFLICT: 409,
  // catalog
  INVALID_PRODUCT: 400,
  UNKNOWN_SKU: 400,
  SKU_TAKEN: 409,
  HANDLE_TAKEN: 409,
  HAS_VARIANTS: 409,
  PRODUCT_IN_USE: 409,
  COLLECTION_IN_USE: 409,
  UNKNOWN_PARENT: 400,
  PARENT_NOT_TOP_LEVEL: 400,
  UNKNOWN_COLLECTION: 400,
  INVALID_BUNDLE_ITEM: 400,
  WAREHOUSE_INACTIVE: 400,
  WAREHOUSE_HOLDS_STOCK: 409,
  CSV_UNREADABLE: 400,
  CSV_HEADER: 400,
  CSV_TOO_LONG: 400,
  CSV_INVALID: 400,
  CSV_CHANGED: 409,
  INVALID_SEARCH: 400,
  // checkout
  CART_EMPTY: 400,
  CART_CHANGED: 409,
  PRICE_CHANGED: 409,
  IDEMPOTENCY_KEY_REUSED: 409,
  CARD_INVALID: 400,
  CARD_DECLINED: 402,
  SAVED_CARD_UNSUPPORTED: 400,
  PAYMENT_PROVIDER_FAILED: 502,
  WEBHOOK_SIGNATURE_INVALID: 400,
  // content
  PAGE_EXISTS: 409,
  BUILT_IN_PAGE: 409,
  // dealers
  ALREADY_DEALER: 409,
  APPLICATION_OPEN: 409,
  APPLICATION_DECIDED: 409,
  // images
  NOT_AN_IMAGE: 400,
  IMAGE_TOO_LARGE: 413,
  TOO_MANY_IMAGES: 409,
  IMAGE_LIST_MISMATCH: 409,
  // marketing
  CONFIRM_LINK_INVALID: 400,
  UNSUBSCRIBE_LINK_INVALID: 400,
  PUSH_RUNNING: 409,
  PUSH_COUNT_CHANGED: 409,
  // menu
  UNKNOWN_CATEGORY: 400,
  MENU_ORDER_MISMATCH: 400,
  // orders
  ORDER_STATUS_CONFLICT: 409,
  ORDER_NOT_SHIPPABLE: 409,
  REFUND_AMOUNT_INVALID: 400,
  REFUND_EXCEEDS_PAID: 409,
  RETURN_NOT_ELIGIBLE: 409,
  RETURN_STATUS_CONFLICT: 409,
  // reviews
  REVIEW_NOT_ALLOWED: 403,
  ALREADY_REVIEWED: 409,
  INVALID_IMAGE: 400,
  REVIEW_STATE_CONFLICT: 409,
  // sales
  SALE_NAME_TAKEN: 409,
  SALE_ORDER_MISMATCH: 400,
};

/** Every code, in the table's order. */
export const ERROR_CODES = Object.keys(ERROR_STATUS) as ErrorCode[];

/** The codes that answer `status`, in the table's order (the OpenAPI document's codes of an error answer). */
export const errorCodesOfStatus = (status: number): ErrorCode[] =>
  ERROR_CODES.filter((code) => ERROR_STATUS[code] === status);
