import type * as Domain from '@shop/domain';
import type { z } from 'zod';

/**
 * The API operations the web calls, by `METHOD /path/{param}`: the types of their path and query parameters and
 * the components (OpenAPI's components.schemas) of their JSON body and answer. Generated from the API's route
 * tables by `npm run api:types` (apps/api/src/modules/openapi/web-api-paths.ts, decision 085): do not edit.
 */
export type ApiOperations = {
  'DELETE /api/account/addresses/{id}': {
    path: {
      id: number;
    };
    query: null;
    body: null;
    answer: null;
  };
  'DELETE /api/account/cards/{id}': {
    path: {
      id: number;
    };
    query: null;
    body: null;
    answer: null;
  };
  'DELETE /api/admin/collections/{id}': {
    path: {
      id: number;
    };
    query: null;
    body: null;
    answer: null;
  };
  'DELETE /api/admin/collections/{id}/products/{sku}': {
    path: {
      id: number;
      sku: string;
    };
    query: null;
    body: null;
    answer: 'AdminCollectionDetail';
  };
  'DELETE /api/admin/menu/categories/{id}': {
    path: {
      id: number;
    };
    query: null;
    body: null;
    answer: null;
  };
  'DELETE /api/admin/menu/collections/{id}': {
    path: {
      id: number;
    };
    query: null;
    body: null;
    answer: null;
  };
  'DELETE /api/admin/menu/products/{id}': {
    path: {
      id: number;
    };
    query: null;
    body: null;
    answer: null;
  };
  'DELETE /api/admin/pages/{slug}': {
    path: {
      slug: string;
    };
    query: null;
    body: null;
    answer: null;
  };
  'DELETE /api/admin/products/{sku}': {
    path: {
      sku: string;
    };
    query: null;
    body: null;
    answer: null;
  };
  'DELETE /api/admin/products/{sku}/images/{imageId}': {
    path: {
      sku: string;
      imageId: string;
    };
    query: null;
    body: null;
    answer: 'AdminProductImages';
  };
  'DELETE /api/admin/reviews/{id}/photos/{position}': {
    path: {
      id: number;
      position: number;
    };
    query: null;
    body: null;
    answer: 'AdminReview';
  };
  'DELETE /api/admin/reviews/{id}/reply': {
    path: {
      id: number;
    };
    query: null;
    body: null;
    answer: 'AdminReview';
  };
  'DELETE /api/admin/sales/{id}': {
    path: {
      id: number;
    };
    query: null;
    body: null;
    answer: null;
  };
  'DELETE /api/admin/tax/rates/{state}': {
    path: {
      state: string;
    };
    query: null;
    body: null;
    answer: null;
  };
  'DELETE /api/cookies': {
    path: null;
    query: null;
    body: 'DeleteCookiesBody';
    answer: 'DeleteCookiesResponse';
  };
  'GET /api/account/addresses': {
    path: null;
    query: null;
    body: null;
    answer: 'AddressListResponse';
  };
  'GET /api/account/cards': {
    path: null;
    query: null;
    body: null;
    answer: 'SavedCardListResponse';
  };
  'GET /api/account/orders': {
    path: null;
    query: {
      page?: number;
      pageSize?: number;
    };
    body: null;
    answer: 'AccountOrdersResponse';
  };
  'GET /api/account/orders/{orderNumber}': {
    path: {
      orderNumber: string;
    };
    query: null;
    body: null;
    answer: 'AccountOrderDetail';
  };
  'GET /api/account/profile': {
    path: null;
    query: null;
    body: null;
    answer: 'Profile';
  };
  'GET /api/account/returns': {
    path: null;
    query: null;
    body: null;
    answer: 'ReturnListResponse';
  };
  'GET /api/admin/api-keys': {
    path: null;
    query: null;
    body: null;
    answer: 'ApiKeyList';
  };
  'GET /api/admin/audit': {
    path: null;
    query: {
      entity?: string;
      entity_id?: string;
      actor?: string;
      page?: number;
      pageSize?: number;
    };
    body: null;
    answer: 'AuditList';
  };
  'GET /api/admin/audit/actors': {
    path: null;
    query: null;
    body: null;
    answer: 'AuditActorList';
  };
  'GET /api/admin/collections': {
    path: null;
    query: null;
    body: null;
    answer: 'AdminCollectionList';
  };
  'GET /api/admin/collections/{id}': {
    path: {
      id: number;
    };
    query: null;
    body: null;
    answer: 'AdminCollectionDetail';
  };
  'GET /api/admin/customers': {
    path: null;
    query: {
      q?: string;
      page?: number;
    };
    body: null;
    answer: 'AdminCustomerList';
  };
  'GET /api/admin/customers/{id}': {
    path: {
      id: number;
    };
    query: null;
    body: null;
    answer: 'AdminCustomer';
  };
  'GET /api/admin/dashboard': {
    path: null;
    query: null;
    body: null;
    answer: 'AdminDashboard';
  };
  'GET /api/admin/dealer-applications': {
    path: null;
    query: {
      status?: 'open' | 'approved' | 'declined' | 'all';
      page?: number;
    };
    body: null;
    answer: 'DealerApplicationList';
  };
  'GET /api/admin/dealer-applications/{id}': {
    path: {
      id: number;
    };
    query: null;
    body: null;
    answer: 'DealerApplication';
  };
  'GET /api/admin/home': {
    path: null;
    query: null;
    body: null;
    answer: 'AdminHome';
  };
  'GET /api/admin/menu': {
    path: null;
    query: null;
    body: null;
    answer: 'AdminMenu';
  };
  'GET /api/admin/orders': {
    path: null;
    query: {
      status?: 'awaiting_payment' | 'paid' | 'shipped' | 'delivered' | 'cancelled' | 'refunded';
      from?: string;
      to?: string;
      email?: string;
      order?: string;
      channel?: 'dealer' | 'retail';
      page?: number;
      pageSize?: number;
    };
    body: null;
    answer: 'AdminOrderList';
  };
  'GET /api/admin/orders/{orderNumber}': {
    path: {
      orderNumber: string;
    };
    query: null;
    body: null;
    answer: 'AdminOrder';
  };
  'GET /api/admin/pages': {
    path: null;
    query: null;
    body: null;
    answer: 'AdminPageList';
  };
  'GET /api/admin/pages/{slug}': {
    path: {
      slug: string;
    };
    query: null;
    body: null;
    answer: 'AdminPage';
  };
  'GET /api/admin/products': {
    path: null;
    query: {
      q?: string;
      collection?: string;
      product_type?: 'normal' | 'variant' | 'bundle';
      stock?: 'in_stock' | 'low' | 'out';
      enabled?: 'true' | 'false';
      sort?: 'sku' | '-sku' | 'name' | '-name' | 'price' | '-price' | 'newest' | 'oldest' | 'best_selling';
      page?: number;
      pageSize?: number;
    };
    body: null;
    answer: 'AdminProductList';
  };
  'GET /api/admin/products/export.csv': {
    path: null;
    query: {
      q?: string;
      collection?: string;
      product_type?: 'normal' | 'variant' | 'bundle';
      stock?: 'in_stock' | 'low' | 'out';
      enabled?: 'true' | 'false';
    };
    body: null;
    answer: 'text/csv';
  };
  'GET /api/admin/products/{sku}': {
    path: {
      sku: string;
    };
    query: null;
    body: null;
    answer: 'AdminProduct';
  };
  'GET /api/admin/products/{sku}/images': {
    path: {
      sku: string;
    };
    query: null;
    body: null;
    answer: 'AdminProductImages';
  };
  'GET /api/admin/push': {
    path: null;
    query: null;
    body: null;
    answer: 'AdminPushSummary';
  };
  'GET /api/admin/returns': {
    path: null;
    query: {
      status?: 'requested' | 'approved' | 'received' | 'refunded' | 'rejected' | 'open';
      page?: number;
      pageSize?: number;
    };
    body: null;
    answer: 'AdminReturnList';
  };
  'GET /api/admin/reviews': {
    path: null;
    query: {
      status?: 'pending' | 'published' | 'hidden';
      rating?: number;
      sku?: string;
      withPhotos?: 'true' | 'false';
      page?: number;
    };
    body: null;
    answer: 'AdminReviewList';
  };
  'GET /api/admin/reviews/settings': {
    path: null;
    query: null;
    body: null;
    answer: 'ReviewModerationSetting';
  };
  'GET /api/admin/reviews/{id}': {
    path: {
      id: number;
    };
    query: null;
    body: null;
    answer: 'AdminReview';
  };
  'GET /api/admin/sales': {
    path: null;
    query: null;
    body: null;
    answer: 'AdminSaleList';
  };
  'GET /api/admin/sales/{id}': {
    path: {
      id: number;
    };
    query: null;
    body: null;
    answer: 'AdminSale';
  };
  'GET /api/admin/settings': {
    path: null;
    query: null;
    body: null;
    answer: 'ShopSettings';
  };
  'GET /api/admin/subscribers': {
    path: null;
    query: {
      q?: string;
      consent?: 'all' | 'email' | 'sms' | 'withdrawn';
      page?: number;
    };
    body: null;
    answer: 'AdminSubscriberList';
  };
  'GET /api/admin/subscribers/export.csv': {
    path: null;
    query: {
      q?: string;
      consent?: 'all' | 'email' | 'sms' | 'withdrawn';
    };
    body: null;
    answer: 'text/csv';
  };
  'GET /api/admin/tax/rates': {
    path: null;
    query: null;
    body: null;
    answer: 'AdminTaxRates';
  };
  'GET /api/admin/warehouses': {
    path: null;
    query: null;
    body: null;
    answer: 'WarehousesResponse';
  };
  'GET /api/auth/csrf': {
    path: null;
    query: null;
    body: null;
    answer: 'CsrfResponse';
  };
  'GET /api/auth/providers': {
    path: null;
    query: null;
    body: null;
    answer: 'ProvidersResponse';
  };
  'GET /api/auth/session': {
    path: null;
    query: null;
    body: null;
    answer: 'SessionResponse';
  };
  'GET /api/best-sellers': {
    path: null;
    query: null;
    body: null;
    answer: 'BestSellersResponse';
  };
  'GET /api/cartv2': {
    path: null;
    query: null;
    body: null;
    answer: 'CartResponse';
  };
  'GET /api/checkout-v3/payment': {
    path: null;
    query: null;
    body: null;
    answer: 'CheckoutPayment';
  };
  'GET /api/collections/vehicle-specific-subwoofer-enclosures': {
    path: null;
    query: {
      page?: number;
      pageSize?: number;
      type?: 'Empty' | 'Loaded';
      sizes?: string;
      vehicle_year?: string;
      vehicle_make?: string;
      vehicle_model?: string;
    };
    body: null;
    answer: 'VehicleCollectionResponse';
  };
  'GET /api/collections/{handle}': {
    path: {
      handle: string;
    };
    query: {
      page?: number;
      pageSize?: number;
    };
    body: null;
    answer: 'CollectionResponse';
  };
  'GET /api/collections/{handle}/{sub}': {
    path: {
      handle: string;
      sub: string;
    };
    query: {
      page?: number;
      pageSize?: number;
    };
    body: null;
    answer: 'CollectionResponse';
  };
  'GET /api/dealer-application': {
    path: null;
    query: null;
    body: null;
    answer: 'MyDealerApplication';
  };
  'GET /api/dealers/quick-order': {
    path: null;
    query: {
      q?: string;
      page?: number;
    };
    body: null;
    answer: 'DealerQuickOrderResponse';
  };
  'GET /api/health': {
    path: null;
    query: null;
    body: null;
    answer: 'HealthResponse';
  };
  'GET /api/home': {
    path: null;
    query: null;
    body: null;
    answer: 'HomeResponse';
  };
  'GET /api/marketing/push/public-key': {
    path: null;
    query: null;
    body: null;
    answer: 'PushPublicKeyResponse';
  };
  'GET /api/marketing/unsubscribe/one-click': {
    path: null;
    query: {
      email: string;
      signature: string;
    };
    body: null;
    answer: 'text/html';
  };
  'GET /api/menu': {
    path: null;
    query: null;
    body: null;
    answer: 'MenuResponse';
  };
  'GET /api/openapi.json': {
    path: null;
    query: null;
    body: null;
    answer: 'OpenApiDocument';
  };
  'GET /api/orders/confirmation/{token}': {
    path: {
      token: string;
    };
    query: null;
    body: null;
    answer: 'Order';
  };
  'GET /api/orders/{token}': {
    path: {
      token: string;
    };
    query: null;
    body: null;
    answer: 'GuestOrderDetail';
  };
  'GET /api/pages': {
    path: null;
    query: null;
    body: null;
    answer: 'ContentPageLinks';
  };
  'GET /api/pages/{slug}': {
    path: {
      slug: string;
    };
    query: null;
    body: null;
    answer: 'ContentPage';
  };
  'GET /api/product/stock/{sku}': {
    path: {
      sku: string;
    };
    query: null;
    body: null;
    answer: 'StockResponse';
  };
  'GET /api/product/{skuOrHandle}': {
    path: {
      skuOrHandle: string;
    };
    query: {
      variant?: string;
      sku?: string;
    };
    body: null;
    answer: 'Product';
  };
  'GET /api/reviews/account/sku': {
    path: null;
    query: {
      sku?: string;
    };
    body: null;
    answer: 'AccountReviewSkuResponse';
  };
  'GET /api/reviews/skuList': {
    path: null;
    query: {
      skus: string;
      page?: number;
    };
    body: null;
    answer: 'ReviewListResponse';
  };
  'GET /api/reviews/with-images': {
    path: null;
    query: {
      skus: string;
      page?: number;
      limit?: number;
    };
    body: null;
    answer: 'ReviewListResponse';
  };
  'GET /api/sales/active': {
    path: null;
    query: null;
    body: null;
    answer: 'ActiveSaleResponse';
  };
  'GET /api/search/products': {
    path: null;
    query: {
      page?: number;
      pageSize?: number;
      q?: string;
    };
    body: null;
    answer: 'SearchResponse';
  };
  'GET /api/settings': {
    path: null;
    query: null;
    body: null;
    answer: 'PublicShopSettings';
  };
  'GET /api/tax/rates': {
    path: null;
    query: null;
    body: null;
    answer: 'TaxRatesResponse';
  };
  'GET /api/warehouses': {
    path: null;
    query: null;
    body: null;
    answer: 'WarehousesResponse';
  };
  'PATCH /api/account/addresses/{id}': {
    path: {
      id: number;
    };
    query: null;
    body: 'UpdateAddressBody';
    answer: 'Address';
  };
  'PATCH /api/account/cards/{id}': {
    path: {
      id: number;
    };
    query: null;
    body: 'UpdateCardBody';
    answer: 'SavedCard';
  };
  'PATCH /api/account/profile': {
    path: null;
    query: null;
    body: 'UpdateProfileBody';
    answer: 'Profile';
  };
  'PATCH /api/admin/collections/{id}': {
    path: {
      id: number;
    };
    query: null;
    body: 'UpdateCollectionBody';
    answer: 'AdminCollectionDetail';
  };
  'PATCH /api/admin/menu/categories/{id}': {
    path: {
      id: number;
    };
    query: null;
    body: 'UpdateMenuCategoryBody';
    answer: 'AdminMenu';
  };
  'PATCH /api/admin/menu/collections/{id}': {
    path: {
      id: number;
    };
    query: null;
    body: 'UpdateMenuCollectionBody';
    answer: 'AdminMenu';
  };
  'PATCH /api/admin/menu/products/{id}': {
    path: {
      id: number;
    };
    query: null;
    body: 'UpdateMenuProductBody';
    answer: 'AdminMenu';
  };
  'PATCH /api/admin/pages/{slug}': {
    path: {
      slug: string;
    };
    query: null;
    body: 'UpdatePageBody';
    answer: 'AdminPage';
  };
  'PATCH /api/admin/products/{sku}': {
    path: {
      sku: string;
    };
    query: null;
    body: 'UpdateProductBody';
    answer: 'AdminProduct';
  };
  'PATCH /api/admin/products/{sku}/images': {
    path: {
      sku: string;
    };
    query: null;
    body: 'UpdateProductImagesBody';
    answer: 'AdminProductImages';
  };
  'POST /api/account/addresses': {
    path: null;
    query: null;
    body: 'AddressBody';
    answer: 'Address';
  };
  'POST /api/account/cards': {
    path: null;
    query: null;
    body: 'AddCardBody';
    answer: 'SavedCard';
  };
  'POST /api/account/cards/confirm': {
    path: null;
    query: null;
    body: 'ConfirmCardBody';
    answer: 'SavedCard';
  };
  'POST /api/account/password': {
    path: null;
    query: null;
    body: 'ChangePasswordBody';
    answer: 'StatusSuccess';
  };
  'POST /api/account/returns': {
    path: null;
    query: null;
    body: 'ReturnRequestBody';
    answer: 'Return';
  };
  'POST /api/account/verification': {
    path: null;
    query: null;
    body: 'ResendVerificationBody';
    answer: 'RegisterResponse';
  };
  'POST /api/admin/administrators/{id}/revoke': {
    path: {
      id: number;
    };
    query: null;
    body: 'AdminCsrfBody';
    answer: 'AdminCustomer';
  };
  'POST /api/admin/api-keys': {
    path: null;
    query: null;
    body: 'CreateApiKeyBody';
    answer: 'CreatedApiKey';
  };
  'POST /api/admin/api-keys/{id}/revoke': {
    path: {
      id: number;
    };
    query: null;
    body: 'CsrfBody';
    answer: 'ApiKey';
  };
  'POST /api/admin/collections': {
    path: null;
    query: null;
    body: 'CreateCollectionBody';
    answer: 'AdminCollectionDetail';
  };
  'POST /api/admin/collections/pictures': {
    path: null;
    query: null;
    body: 'FormData';
    answer: 'UploadedPicture';
  };
  'POST /api/admin/collections/{id}/products': {
    path: {
      id: number;
    };
    query: null;
    body: 'AddCollectionProductsBody';
    answer: 'AdminCollectionDetail';
  };
  'POST /api/admin/customers/{id}/{action}': {
    path: {
      id: number;
      action: 'revoke-dealer' | 'disable' | 'enable' | 'end-sessions' | 'clear-resale-certificate';
    };
    query: null;
    body: 'AdminCsrfBody';
    answer: 'AdminCustomer';
  };
  'POST /api/admin/dealer-applications/{id}/approve': {
    path: {
      id: number;
    };
    query: null;
    body: 'ApproveDealerBody';
    answer: 'DealerApplication';
  };
  'POST /api/admin/dealer-applications/{id}/decline': {
    path: {
      id: number;
    };
    query: null;
    body: 'DeclineDealerBody';
    answer: 'DealerApplication';
  };
  'POST /api/admin/home/pictures': {
    path: null;
    query: null;
    body: 'FormData';
    answer: 'UploadedPicture';
  };
  'POST /api/admin/menu/categories': {
    path: null;
    query: null;
    body: 'CreateMenuCategoryBody';
    answer: 'AdminMenuCreated';
  };
  'POST /api/admin/menu/collections': {
    path: null;
    query: null;
    body: 'CreateMenuCollectionBody';
    answer: 'AdminMenuCreated';
  };
  'POST /api/admin/menu/products': {
    path: null;
    query: null;
    body: 'CreateMenuProductBody';
    answer: 'AdminMenuCreated';
  };
  'POST /api/admin/orders/{orderNumber}/cancel': {
    path: {
      orderNumber: string;
    };
    query: null;
    body: 'CancelOrderBody';
    answer: 'AdminOrder';
  };
  'POST /api/admin/orders/{orderNumber}/deliver': {
    path: {
      orderNumber: string;
    };
    query: null;
    body: 'AdminCsrfBody';
    answer: 'AdminOrder';
  };
  'POST /api/admin/orders/{orderNumber}/refunds': {
    path: {
      orderNumber: string;
    };
    query: null;
    body: 'RefundOrderBody';
    answer: 'AdminOrder';
  };
  'POST /api/admin/orders/{orderNumber}/ship': {
    path: {
      orderNumber: string;
    };
    query: null;
    body: 'ShipOrderBody';
    answer: 'AdminOrder';
  };
  'POST /api/admin/pages': {
    path: null;
    query: null;
    body: 'CreatePageBody';
    answer: 'AdminPage';
  };
  'POST /api/admin/pages/preview': {
    path: null;
    query: null;
    body: 'PagePreviewBody';
    answer: 'PagePreview';
  };
  'POST /api/admin/products': {
    path: null;
    query: null;
    body: 'CreateProductBody';
    answer: 'AdminProduct';
  };
  'POST /api/admin/products/import': {
    path: null;
    query: {
      dryRun?: '0' | '1';
    };
    body: 'text/csv';
    answer: 'CatalogImportResult';
  };
  'POST /api/admin/products/{sku}/images': {
    path: {
      sku: string;
    };
    query: null;
    body: 'FormData';
    answer: 'AdminProductImages';
  };
  'POST /api/admin/push': {
    path: null;
    query: null;
    body: 'AdminPushBody';
    answer: 'AdminPushResult';
  };
  'POST /api/admin/returns/{id}/approve': {
    path: {
      id: number;
    };
    query: null;
    body: 'ReturnDecisionBody';
    answer: 'AdminReturn';
  };
  'POST /api/admin/returns/{id}/receive': {
    path: {
      id: number;
    };
    query: null;
    body: 'ReceiveReturnBody';
    answer: 'AdminReturn';
  };
  'POST /api/admin/returns/{id}/refund': {
    path: {
      id: number;
    };
    query: null;
    body: 'RefundReturnBody';
    answer: 'AdminReturn';
  };
  'POST /api/admin/returns/{id}/reject': {
    path: {
      id: number;
    };
    query: null;
    body: 'ReturnDecisionBody';
    answer: 'AdminReturn';
  };
  'POST /api/admin/reviews/{id}/approve': {
    path: {
      id: number;
    };
    query: null;
    body: 'AdminCsrfBody';
    answer: 'AdminReview';
  };
  'POST /api/admin/reviews/{id}/hide': {
    path: {
      id: number;
    };
    query: null;
    body: 'AdminCsrfBody';
    answer: 'AdminReview';
  };
  'POST /api/admin/reviews/{id}/restore': {
    path: {
      id: number;
    };
    query: null;
    body: 'AdminCsrfBody';
    answer: 'AdminReview';
  };
  'POST /api/admin/sales': {
    path: null;
    query: null;
    body: 'CreateSaleBody';
    answer: 'AdminSale';
  };
  'POST /api/admin/sales/pictures': {
    path: null;
    query: null;
    body: 'FormData';
    answer: 'UploadedPicture';
  };
  'POST /api/admin/sales/preview': {
    path: null;
    query: null;
    body: 'SalePreviewBody';
    answer: 'SalePreview';
  };
  'POST /api/admin/sales/{id}/activate': {
    path: {
      id: number;
    };
    query: null;
    body: 'AdminCsrfBody';
    answer: 'AdminSale';
  };
  'POST /api/admin/sales/{id}/deactivate': {
    path: {
      id: number;
    };
    query: null;
    body: 'AdminCsrfBody';
    answer: 'AdminSale';
  };
  'POST /api/admin/settings/pictures': {
    path: null;
    query: null;
    body: 'FormData';
    answer: 'UploadedPicture';
  };
  'POST /api/admin/stock/import': {
    path: null;
    query: {
      dryRun?: '0' | '1';
    };
    body: 'text/csv';
    answer: 'StockImportResult';
  };
  'POST /api/analytics/events/add-to-cart': {
    path: null;
    query: null;
    body: 'AddToCartEventBody';
    answer: 'AnalyticsEventResponse';
  };
  'POST /api/analytics/events/page-view': {
    path: null;
    query: null;
    body: 'PageViewEventBody';
    answer: 'AnalyticsEventResponse';
  };
  'POST /api/auth/_log': {
    path: null;
    query: null;
    body: 'ClientLogBody';
    answer: null;
  };
  'POST /api/auth/callback/credentials': {
    path: null;
    query: null;
    body: 'CredentialsSignInBody';
    answer: 'AuthUrlResponse';
  };
  'POST /api/auth/forgot-password': {
    path: null;
    query: null;
    body: 'ForgotPasswordBody';
    answer: 'RegisterResponse';
  };
  'POST /api/auth/register': {
    path: null;
    query: null;
    body: 'RegisterBody';
    answer: 'RegisterResponse';
  };
  'POST /api/auth/reset-password': {
    path: null;
    query: null;
    body: 'ResetPasswordBody';
    answer: 'AuthUrlResponse';
  };
  'POST /api/auth/signout': {
    path: null;
    query: null;
    body: 'SignOutBody';
    answer: 'AuthUrlResponse';
  };
  'POST /api/auth/verify-email': {
    path: null;
    query: null;
    body: 'VerifyEmailBody';
    answer: 'RegisterResponse';
  };
  'POST /api/cartv2': {
    path: null;
    query: null;
    body: 'UpdateCartBody';
    answer: 'CartResponse';
  };
  'POST /api/cartv2/lines': {
    path: null;
    query: null;
    body: 'AddCartLineBody';
    answer: 'CartResponse';
  };
  'POST /api/checkout-v3/checkout': {
    path: null;
    query: null;
    body: 'CheckoutBody';
    answer: 'CheckoutResponse';
  };
  'POST /api/checkout-v4/save-checkout-event': {
    path: null;
    query: null;
    body: 'SaveCheckoutEventBody';
    answer: 'StatusSuccess';
  };
  'POST /api/dealer-application': {
    path: null;
    query: null;
    body: 'DealerApplicationBody';
    answer: 'MyDealerApplication';
  };
  'POST /api/dealers/quick-order': {
    path: null;
    query: null;
    body: 'DealerAddLinesBody';
    answer: 'CartResponse';
  };
  'POST /api/marketing/check-consent-for-user-email': {
    path: null;
    query: null;
    body: 'CheckConsentBody';
    answer: 'ConsentCheckResult';
  };
  'POST /api/marketing/confirm': {
    path: null;
    query: null;
    body: 'ConfirmSubscriptionBody';
    answer: 'MarketingResponse';
  };
  'POST /api/marketing/push/subscriber/add': {
    path: null;
    query: null;
    body: 'PushSubscriptionBody';
    answer: 'MarketingResponse';
  };
  'POST /api/marketing/subscribers-footer/save-footer-subscriber': {
    path: null;
    query: null;
    body: 'SaveFooterSubscriberBody';
    answer: 'MarketingResponse';
  };
  'POST /api/marketing/subscribers-popup/save-popup-subscriber': {
    path: null;
    query: null;
    body: 'SavePopupSubscriberBody';
    answer: 'MarketingResponse';
  };
  'POST /api/marketing/unsubscribe': {
    path: null;
    query: null;
    body: 'UnsubscribeBody';
    answer: 'MarketingResponse';
  };
  'POST /api/marketing/unsubscribe/one-click': {
    path: null;
    query: {
      email: string;
      signature: string;
    };
    body: null;
    answer: 'MarketingResponse';
  };
  'POST /api/marketing/update-subscriber': {
    path: null;
    query: null;
    body: 'UpdateSubscriberBody';
    answer: 'MarketingResponse';
  };
  'POST /api/orders/lookup': {
    path: null;
    query: null;
    body: 'OrderLookupBody';
    answer: 'OrderLookupResponse';
  };
  'POST /api/orders/{token}/returns': {
    path: {
      token: string;
    };
    query: null;
    body: 'GuestReturnRequestBody';
    answer: 'Return';
  };
  'POST /api/payments/stripe/webhook': {
    path: null;
    query: null;
    body: 'application/json';
    answer: 'PaymentWebhookAnswer';
  };
  'POST /api/reviews': {
    path: null;
    query: null;
    body: 'WriteReviewBody';
    answer: 'WriteReviewResponse';
  };
  'POST /api/reviews/photos': {
    path: null;
    query: null;
    body: 'image/jpeg, image/png, image/webp';
    answer: 'ReviewPhotoUploadResponse';
  };
  'POST /api/reviews/thumbs-up': {
    path: null;
    query: null;
    body: 'ThumbsUpBody';
    answer: 'ThumbsUpResponse';
  };
  'PUT /api/admin/collections/{id}/products': {
    path: {
      id: number;
    };
    query: null;
    body: 'SetCollectionProductsBody';
    answer: 'AdminCollectionDetail';
  };
  'PUT /api/admin/home/announcement': {
    path: null;
    query: null;
    body: 'AnnouncementBody';
    answer: 'AdminHome';
  };
  'PUT /api/admin/home/footer': {
    path: null;
    query: null;
    body: 'FooterBody';
    answer: 'AdminHome';
  };
  'PUT /api/admin/home/slides': {
    path: null;
    query: null;
    body: 'HomeSlidesBody';
    answer: 'AdminHome';
  };
  'PUT /api/admin/home/tiles': {
    path: null;
    query: null;
    body: 'HomeTilesBody';
    answer: 'AdminHome';
  };
  'PUT /api/admin/menu/order': {
    path: null;
    query: null;
    body: 'MenuOrderBody';
    answer: 'AdminMenu';
  };
  'PUT /api/admin/reviews/settings': {
    path: null;
    query: null;
    body: 'ReviewModerationSettingBody';
    answer: 'ReviewModerationSetting';
  };
  'PUT /api/admin/reviews/{id}/reply': {
    path: {
      id: number;
    };
    query: null;
    body: 'ReviewReplyBody';
    answer: 'AdminReview';
  };
  'PUT /api/admin/sales/order': {
    path: null;
    query: null;
    body: 'SaleOrderBody';
    answer: 'AdminSaleList';
  };
  'PUT /api/admin/sales/{id}': {
    path: {
      id: number;
    };
    query: null;
    body: 'UpdateSaleBody';
    answer: 'AdminSale';
  };
  'PUT /api/admin/settings': {
    path: null;
    query: null;
    body: 'PutShopSettingsBody';
    answer: 'ShopSettings';
  };
  'PUT /api/admin/stock': {
    path: null;
    query: null;
    body: 'StockUpdateBody';
    answer: 'StockUpdateResult';
  };
  'PUT /api/admin/tax/rates/{state}': {
    path: {
      state: string;
    };
    query: null;
    body: 'PutTaxRateBody';
    answer: 'AdminTaxRates';
  };
  'PUT /api/admin/warehouses': {
    path: null;
    query: null;
    body: 'PutWarehousesBody';
    answer: 'WarehousesResponse';
  };
};

/** The JSON bodies of the operations, by component, as the client sends them (before defaults and transforms). */
export type ApiBodies = {
  AddCardBody: z.input<typeof Domain.AddCardBodySchema>;
  AddCartLineBody: z.input<typeof Domain.AddCartLineBodySchema>;
  AddCollectionProductsBody: z.input<typeof Domain.AddCollectionProductsBodySchema>;
  AddToCartEventBody: z.input<typeof Domain.AddToCartEventBodySchema>;
  AddressBody: z.input<typeof Domain.AddressBodySchema>;
  AdminCsrfBody: z.input<typeof Domain.AdminCsrfBodySchema>;
  AdminPushBody: z.input<typeof Domain.AdminPushBodySchema>;
  AnnouncementBody: z.input<typeof Domain.AnnouncementBodySchema>;
  ApproveDealerBody: z.input<typeof Domain.ApproveDealerBodySchema>;
  CancelOrderBody: z.input<typeof Domain.CancelOrderBodySchema>;
  ChangePasswordBody: {
    currentPassword: string;
    newPassword: string;
    csrfToken: string;
  };
  CheckConsentBody: z.input<typeof Domain.CheckConsentBodySchema>;
  CheckoutBody: z.input<typeof Domain.CheckoutBodySchema>;
  ClientLogBody: z.input<typeof Domain.ClientLogBodySchema>;
  ConfirmCardBody: z.input<typeof Domain.ConfirmCardBodySchema>;
  ConfirmSubscriptionBody: z.input<typeof Domain.ConfirmSubscriptionBodySchema>;
  CreateApiKeyBody: z.input<typeof Domain.CreateApiKeyBodySchema>;
  CreateCollectionBody: z.input<typeof Domain.CreateCollectionBodySchema>;
  CreateMenuCategoryBody: z.input<typeof Domain.CreateMenuCategoryBodySchema>;
  CreateMenuCollectionBody: z.input<typeof Domain.CreateMenuCollectionBodySchema>;
  CreateMenuProductBody: z.input<typeof Domain.CreateMenuProductBodySchema>;
  CreatePageBody: z.input<typeof Domain.CreatePageBodySchema>;
  CreateProductBody: z.input<typeof Domain.CreateProductBodySchema>;
  CreateSaleBody: z.input<typeof Domain.CreateSaleBodySchema>;
  CredentialsSignInBody: z.input<typeof Domain.CredentialsSignInBodySchema>;
  CsrfBody: {
    csrfToken: string;
  };
  DealerAddLinesBody: z.input<typeof Domain.DealerAddLinesBodySchema>;
  DealerApplicationBody: z.input<typeof Domain.DealerApplicationBodySchema>;
  DeclineDealerBody: z.input<typeof Domain.DeclineDealerBodySchema>;
  DeleteCookiesBody: z.input<typeof Domain.DeleteCookiesBodySchema>;
  FooterBody: z.input<typeof Domain.FooterBodySchema>;
  ForgotPasswordBody: z.input<typeof Domain.ForgotPasswordBodySchema>;
  GuestReturnRequestBody: z.input<typeof Domain.GuestReturnRequestBodySchema>;
  HomeSlidesBody: z.input<typeof Domain.HomeSlidesBodySchema>;
  HomeTilesBody: z.input<typeof Domain.HomeTilesBodySchema>;
  MenuOrderBody: z.input<typeof Domain.MenuOrderBodySchema>;
  OrderLookupBody: z.input<typeof Domain.OrderLookupBodySchema>;
  PagePreviewBody: z.input<typeof Domain.PagePreviewBodySchema>;
  PageViewEventBody: z.input<typeof Domain.PageViewEventBodySchema>;
  PushSubscriptionBody: z.input<typeof Domain.PushSubscriptionBodySchema>;
  PutShopSettingsBody: z.input<typeof Domain.PutShopSettingsBodySchema>;
  PutTaxRateBody: z.input<typeof Domain.PutTaxRateBodySchema>;
  PutWarehousesBody: z.input<typeof Domain.PutWarehousesBodySchema>;
  ReceiveReturnBody: z.input<typeof Domain.ReceiveReturnBodySchema>;
  RefundOrderBody: z.input<typeof Domain.RefundOrderBodySchema>;
  RefundReturnBody: z.input<typeof Domain.RefundReturnBodySchema>;
  RegisterBody: {
    email: string;
    password: string;
    first_name: string;
    last_name: string;
    csrfToken: string;
  };
  ResendVerificationBody: z.input<typeof Domain.ResendVerificationBodySchema>;
  ResetPasswordBody: {
    token: string;
    password: string;
    csrfToken: string;
  };
  ReturnDecisionBody: z.input<typeof Domain.ReturnDecisionBodySchema>;
  ReturnRequestBody: z.input<typeof Domain.ReturnRequestBodySchema>;
  ReviewModerationSettingBody: z.input<typeof Domain.ReviewModerationSettingBodySchema>;
  ReviewReplyBody: z.input<typeof Domain.ReviewReplyBodySchema>;
  SaleOrderBody: z.input<typeof Domain.SaleOrderBodySchema>;
  SalePreviewBody: z.input<typeof Domain.SalePreviewBodySchema>;
  SaveCheckoutEventBody: z.input<typeof Domain.SaveCheckoutEventBodySchema>;
  SaveFooterSubscriberBody: z.input<typeof Domain.SaveFooterSubscriberBodySchema>;
  SavePopupSubscriberBody: z.input<typeof Domain.SavePopupSubscriberBodySchema>;
  SetCollectionProductsBody: z.input<typeof Domain.SetCollectionProductsBodySchema>;
  ShipOrderBody: z.input<typeof Domain.ShipOrderBodySchema>;
  SignOutBody: z.input<typeof Domain.SignOutBodySchema>;
  StockUpdateBody: z.input<typeof Domain.StockUpdateBodySchema>;
  ThumbsUpBody: z.input<typeof Domain.ThumbsUpBodySchema>;
  UnsubscribeBody: z.input<typeof Domain.UnsubscribeBodySchema>;
  UpdateAddressBody: z.input<typeof Domain.UpdateAddressBodySchema>;
  UpdateCardBody: z.input<typeof Domain.UpdateCardBodySchema>;
  UpdateCartBody: z.input<typeof Domain.UpdateCartBodySchema>;
  UpdateCollectionBody: z.input<typeof Domain.UpdateCollectionBodySchema>;
  UpdateMenuCategoryBody: z.input<typeof Domain.UpdateMenuCategoryBodySchema>;
  UpdateMenuCollectionBody: z.input<typeof Domain.UpdateMenuCollectionBodySchema>;
  UpdateMenuProductBody: z.input<typeof Domain.UpdateMenuProductBodySchema>;
  UpdatePageBody: z.input<typeof Domain.UpdatePageBodySchema>;
  UpdateProductBody: z.input<typeof Domain.UpdateProductBodySchema>;
  UpdateProductImagesBody: z.input<typeof Domain.UpdateProductImagesBodySchema>;
  UpdateProfileBody: z.input<typeof Domain.UpdateProfileBodySchema>;
  UpdateSaleBody: z.input<typeof Domain.UpdateSaleBodySchema>;
  UpdateSubscriberBody: z.input<typeof Domain.UpdateSubscriberBodySchema>;
  VerifyEmailBody: z.input<typeof Domain.VerifyEmailBodySchema>;
  WriteReviewBody: z.input<typeof Domain.WriteReviewBodySchema>;
};
