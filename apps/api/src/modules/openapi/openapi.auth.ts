/** The account part of the OpenAPI document (issue 5), from the zod schemas. */
import {
  AccountOrderDetailSchema,
  AccountOrdersResponseSchema,
  AddCardBodySchema,
  AddressBodySchema,
  AddressListResponseSchema,
  AddressSchema,
  ChangePasswordBodySchema,
  ProfileSchema,
  ReturnListResponseSchema,
  ReturnRequestBodySchema,
  ReturnSchema,
  SavedCardListResponseSchema,
  SavedCardSchema,
  UpdateAddressBodySchema,
  UpdateCardBodySchema,
  UpdateProfileBodySchema,
} from '@shop/domain';
import type { z } from 'zod';

export function registerAuthSchemas(registry: z.core.$ZodRegistry<{ id: string }>): void {
  const add = (schema: z.ZodType, id: string) => registry.add(schema, { id });
  add(ChangePasswordBodySchema, 'ChangePasswordBody');
  add(ProfileSchema, 'Profile');
  add(UpdateProfileBodySchema, 'UpdateProfileBody');
  add(AddressSchema, 'Address');
  add(AddressBodySchema, 'AddressBody');
  add(UpdateAddressBodySchema, 'UpdateAddressBody');
  add(AddressListResponseSchema, 'AddressListResponse');
  add(AccountOrdersResponseSchema, 'AccountOrdersResponse');
  add(AccountOrderDetailSchema, 'AccountOrderDetail');
  add(SavedCardSchema, 'SavedCard');
  add(SavedCardListResponseSchema, 'SavedCardListResponse');
  add(AddCardBodySchema, 'AddCardBody');
  add(UpdateCardBodySchema, 'UpdateCardBody');
  add(ReturnSchema, 'Return');
  add(ReturnListResponseSchema, 'ReturnListResponse');
  add(ReturnRequestBodySchema, 'ReturnRequestBody');
}

type Json = Record<string, unknown>;
const ref = (id: string) => ({ $ref: `#/components/schemas/${id}` });
const json = (description: string, id: string) => ({
  description,
  content: { 'application/json': { schema: ref(id) } },
});
const body = (id: string) => ({ required: true, content: { 'application/json': { schema: ref(id) } } });
const noContent = (description: string) => ({ description });
const guarded = {
  '403': json('Foreign Origin (FORBIDDEN_ORIGIN)', 'Error'),
  '413': json('Body too large (PAYLOAD_TOO_LARGE)', 'Error'),
  '415': json('Not application/json (UNSUPPORTED_MEDIA_TYPE)', 'Error'),
};
const csrfGuarded = {
  ...guarded,
  '403': json('Foreign Origin (FORBIDDEN_ORIGIN) or missing/wrong csrfToken (CSRF_TOKEN_INVALID)', 'Error'),
};
const session = { '401': json('No session (SESSION_REQUIRED)', 'Error') };
const invalid = { '400': json('Invalid body or parameters (VALIDATION_FAILED)', 'Error') };
const missing = { '404': json("Not found, or another account's (NOT_FOUND)", 'Error') };
const idParam = [{ name: 'id', in: 'path', required: true, schema: { type: 'integer', minimum: 1 } }];
const page = [
  { name: 'page', in: 'query', required: false, schema: { type: 'integer', minimum: 1, default: 1 } },
  {
    name: 'pageSize',
    in: 'query',
    required: false,
    schema: { type: 'integer', minimum: 1, maximum: 50, default: 10 },
  },
];

export function authPaths(): Record<string, Json> {
  return {
    '/api/account/profile': {
      get: { summary: 'The signed-in profile', responses: { '200': json('Profile', 'Profile'), ...session } },
      patch: {
        summary: 'Change names, phone and consents (never role or email)',
        requestBody: body('UpdateProfileBody'),
        responses: { '200': json('Profile', 'Profile'), ...invalid, ...session, ...guarded },
      },
    },
    '/api/account/password': {
      post: {
        summary: 'Change the password; ends every other session and renews this one',
        requestBody: body('ChangePasswordBody'),
        responses: {
          '200': json('Changed', 'StatusSuccess'),
          '400': json('VALIDATION_FAILED, INVALID_CURRENT_PASSWORD', 'Error'),
          ...session,
          '429': json('RATE_LIMITED', 'Error'),
          ...csrfGuarded,
        },
      },
    },
    '/api/account/addresses': {
      get: {
        summary: 'Saved addresses',
        responses: { '200': json('Addresses', 'AddressListResponse'), ...session },
      },
      post: {
        summary: 'Add an address (the first one is the default)',
        requestBody: body('AddressBody'),
        responses: {
          '201': json('Added', 'Address'),
          ...invalid,
          ...session,
          '409': json('TOO_MANY_ADDRESSES', 'Error'),
          ...guarded,
        },
      },
    },
    '/api/account/addresses/{id}': {
      patch: {
        summary: 'Change an address or make it the default',
        parameters: idParam,
        requestBody: body('UpdateAddressBody'),
        responses: { '200': json('Changed', 'Address'), ...invalid, ...session, ...missing, ...guarded },
      },
      delete: {
        summary: 'Delete an address',
        parameters: idParam,
        responses: { '204': noContent('Deleted'), ...session, ...missing, ...guarded },
      },
    },
    '/api/account/orders': {
      get: {
        summary: 'Order History, newest first',
        parameters: page,
        responses: { '200': json('A page of orders', 'AccountOrdersResponse'), ...invalid, ...session },
      },
    },
    '/api/account/orders/{orderNumber}': {
      get: {
        summary: 'One order with per-line return eligibility',
        parameters: [{ name: 'orderNumber', in: 'path', required: true, schema: { type: 'string' } }],
        responses: { '200': json('The order', 'AccountOrderDetail'), ...invalid, ...session, ...missing },
      },
    },
    '/api/account/cards': {
      get: {
        summary: 'Saved cards',
        responses: { '200': json('Cards', 'SavedCardListResponse'), ...session },
      },
      post: {
        summary: 'Save a card: only brand, last 4, expiry and nickname are kept',
        requestBody: body('AddCardBody'),
        responses: {
          '201': json('Saved', 'SavedCard'),
          '400': json('VALIDATION_FAILED, CARD_INVALID', 'Error'),
          ...session,
          '409': json('TOO_MANY_CARDS', 'Error'),
          ...guarded,
        },
      },
    },
    '/api/account/cards/{id}': {
      patch: {
        summary: 'Change nickname, expiry or make it the default card',
        parameters: idParam,
        requestBody: body('UpdateCardBody'),
        responses: { '200': json('Changed', 'SavedCard'), ...invalid, ...session, ...missing, ...guarded },
      },
      delete: {
        summary: 'Delete a saved card',
        parameters: idParam,
        responses: { '204': noContent('Deleted'), ...session, ...missing, ...guarded },
      },
    },
    '/api/account/returns': {
      get: {
        summary: 'Returns of the account',
        responses: { '200': json('Returns', 'ReturnListResponse'), ...session },
      },
      post: {
        summary: 'Request a return for units of an order line (30 days from the order)',
        requestBody: body('ReturnRequestBody'),
        responses: {
          '201': json('Requested', 'Return'),
          ...invalid,
          ...session,
          ...missing,
          '409': json('Not eligible (RETURN_NOT_ELIGIBLE, details.reason)', 'Error'),
          ...guarded,
        },
      },
    },
  };
}
