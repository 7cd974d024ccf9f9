import { createBrowserRouter, type RouteObject } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { Layout, LayoutFallback } from './layout/layout';
import type { AdminRouteName } from './admin-routes';
import { RouteErrorBoundary } from './error-boundary';
import { HomePage, homeLoader } from '../features/home/routes/home-page';

/** The spec's routes; loaders prefetch with the same query options the pages read. */
export function createRoutes(queryClient: QueryClient): RouteObject[] {
  const pageError = <RouteErrorBoundary />;
  // The not-found page loads when a path matches no route (out of the initial JS).
  const notFoundRoute = async () => ({
    Component: (await import('./routes/not-found-page')).NotFoundPage,
  });
  // Catalogue pages are split from the entry chunk; each chunk brings its loader, bound to the query client.
  const collectionRoute = async () => {
    const m = await import('../features/catalog/routes/collection-page');
    return { Component: m.CollectionPage, loader: m.collectionLoader(queryClient) };
  };
  // The vehicle-specific enclosures have their own filtered page (before the generic collection route).
  const vehicleCollectionRoute = async () => {
    const m = await import('../features/vehicles/routes/vehicle-collection-page');
    return { Component: m.VehicleCollectionPage, loader: m.vehicleCollectionLoader(queryClient) };
  };
  const productRoute = async () => {
    const m = await import('../features/catalog/routes/product-page');
    return {
      Component: m.ProductPage,
      loader: m.productLoader(queryClient),
      shouldRevalidate: m.productShouldRevalidate,
    };
  };
  // Search and content pages are split from the entry chunk too (the initial JS budget).
  const searchRoute = async () => {
    const m = await import('../features/search/routes/search-page');
    return { Component: m.SearchPage, loader: m.searchLoader(queryClient) };
  };
  const contentRoute = async () => {
    const m = await import('../features/content/routes/content-page');
    return { Component: m.ContentPage, loader: m.contentLoader(queryClient) };
  };
  const jobsRoute = async () => ({
    Component: (await import('../features/content/routes/content-page')).JobsPage,
  });
  const boxCalculatorRoute = async () => ({
    Component: (await import('../features/content/pages/box-calculator')).BoxCalculatorPage,
  });
  const wiringRoute = async () => ({
    Component: (await import('../features/content/pages/wiring-diagrams')).WiringDiagramsPage,
  });
  // Checkout keeps the shopper on task: no popups, countdown or footer sign-up.
  const checkoutHandle = {
    pageOptions: {
      emailPopup: false,
      pushPopup: false,
      countdownDesktop: false,
      countdownMobile: false,
      footerSignupDesktop: false,
      footerSignupMobile: false,
    },
  };
  // Cart and checkout pages load on demand too (checkout stays out of the entry chunk).
  const cartRoute = async () => {
    const m = await import('../features/cart/routes/cart-page');
    return { Component: m.CartPage, loader: m.cartLoader(queryClient) };
  };
  const checkoutRoute = async () => {
    const m = await import('../features/checkout/routes/checkout-page');
    return { Component: m.CheckoutPage, loader: m.checkoutLoader(queryClient) };
  };
  const confirmationRoute = async () => {
    const m = await import('../features/checkout/routes/confirmation-page');
    return { Component: m.ConfirmationPage, loader: m.confirmationLoader(queryClient) };
  };
  // Sign-in, account, returns and the dealer quick order load on demand; their loaders guard the session.
  const loginRoute = async () => {
    const [m, g] = await Promise.all([
      import('../features/auth/routes/login-page'),
      import('../features/auth/api/require-session'),
    ]);
    return { Component: m.LoginPage, loader: g.signedOutOnlyLoader(queryClient) };
  };
  const registerRoute = async () => {
    const [m, g] = await Promise.all([
      import('../features/auth/routes/register-page'),
      import('../features/auth/api/require-session'),
    ]);
    return { Component: m.RegisterPage, loader: g.signedOutOnlyLoader(queryClient) };
  };
  // The pages a mail links to (decision 042): recovering a password, verifying an address, confirming a
  // sign-up or unsubscribing. No session needed; the marketing ones keep the VIP popup and the footer
  // sign-up away (an unsubscribe page that offers a sign-up would contradict itself).
  const forgotPasswordRoute = async () => ({
    Component: (await import('../features/auth/routes/forgot-password-page')).ForgotPasswordPage,
  });
  const resetPasswordRoute = async () => ({
    Component: (await import('../features/auth/routes/reset-password-page')).ResetPasswordPage,
  });
  const verifyEmailRoute = async () => ({
    Component: (await import('../features/auth/routes/verify-email-page')).VerifyEmailPage,
  });
  const confirmSubscriptionRoute = async () => ({
    Component: (await import('../features/marketing/routes/confirm-subscription-page'))
      .ConfirmSubscriptionPage,
  });
  const unsubscribeRoute = async () => ({
    Component: (await import('../features/marketing/routes/unsubscribe-page')).UnsubscribePage,
  });
  const mailLinkHandle = {
    pageOptions: {
      emailPopup: false,
      pushPopup: false,
      footerSignupDesktop: false,
      footerSignupMobile: false,
    },
  };
  const accountRoute = async () => {
    const m = await import('../features/account/routes/account-page');
    return { Component: m.AccountPage, loader: m.accountLoader(queryClient) };
  };
  const ordersRoute = async () => {
    const m = await import('../features/account/routes/orders-page');
    return { Component: m.OrdersPage, loader: m.ordersLoader(queryClient) };
  };
  const orderDetailRoute = async () => {
    const m = await import('../features/account/routes/order-detail-page');
    return { Component: m.OrderDetailPage, loader: m.orderDetailLoader(queryClient) };
  };
  const returnsRoute = async () => {
    const m = await import('../features/account/routes/returns-page');
    return { Component: m.ReturnsPage, loader: m.returnsLoader(queryClient) };
  };
  // A buyer's order without an account (decision 057): its page by the token its mails carry, and the lookup
  // by order number and email that leads there.
  const guestOrderRoute = async () => {
    const m = await import('../features/account/routes/guest-order-page');
    return { Component: m.GuestOrderPage, loader: m.guestOrderLoader(queryClient) };
  };
  const orderLookupRoute = async () => ({
    Component: (await import('../features/account/routes/order-lookup-page')).OrderLookupPage,
  });
  const dealersRoute = async () => {
    const m = await import('../features/dealers/routes/dealers-page');
    return { Component: m.DealersPage, loader: m.dealersLoader(queryClient) };
  };
  // The back office (ARCHITECTURE.md, The web app): a layout of its own (none of the shop's header, footer or
  // popups) in chunks of its own; its branch (app/admin-routes.ts: the shell's layout and each area's screens)
  // brings each route by name, so that only this table is in the entry chunk. Its layout's loader sends a
  // visitor to sign in; anyone but an administrator sees a refusal.
  const adminRoute = (name: AdminRouteName) => async () =>
    (await import('./admin-routes')).adminRoute(name, queryClient);
  return [
    {
      path: '/',
      element: <Layout />,
      errorElement: <RouteErrorBoundary withLayout />,
      hydrateFallbackElement: <LayoutFallback />,
      children: [
        { index: true, element: <HomePage />, loader: homeLoader(queryClient), errorElement: pageError },
        {
          path: 'collections/vehicle-specific-subwoofer-enclosures',
          lazy: vehicleCollectionRoute,
          errorElement: pageError,
        },
        { path: 'collections/:handle', lazy: collectionRoute, errorElement: pageError },
        { path: 'collections/:handle/:sub', lazy: collectionRoute, errorElement: pageError },
        { path: 'products/:slug', lazy: productRoute, errorElement: pageError },
        { path: 'products/*', lazy: productRoute, errorElement: pageError },
        { path: 'search/products', lazy: searchRoute, errorElement: pageError },
        { path: 'pages/:page', lazy: contentRoute, errorElement: pageError },
        { path: 'jobs', lazy: jobsRoute, errorElement: pageError },
        { path: 'box-design-calculator', lazy: boxCalculatorRoute, errorElement: pageError },
        { path: 'subwoofer-wiring-diagrams', lazy: wiringRoute, errorElement: pageError },
        { path: 'cart', lazy: cartRoute, errorElement: pageError },
        { path: 'checkout/v3', lazy: checkoutRoute, errorElement: pageError, handle: checkoutHandle },
        {
          path: 'checkout/v3/confirmation/:token',
          lazy: confirmationRoute,
          errorElement: pageError,
          handle: checkoutHandle,
        },
        { path: 'account/login', lazy: loginRoute, errorElement: pageError },
        { path: 'account/register', lazy: registerRoute, errorElement: pageError },
        { path: 'account/forgot-password', lazy: forgotPasswordRoute, errorElement: pageError },
        { path: 'account/reset-password', lazy: resetPasswordRoute, errorElement: pageError },
        { path: 'account/verify-email', lazy: verifyEmailRoute, errorElement: pageError },
        { path: 'account', lazy: accountRoute, errorElement: pageError },
        { path: 'account/orders', lazy: ordersRoute, errorElement: pageError },
        { path: 'account/orders/:orderNumber', lazy: orderDetailRoute, errorElement: pageError },
        { path: 'returns', lazy: returnsRoute, errorElement: pageError },
        { path: 'orders/lookup', lazy: orderLookupRoute, errorElement: pageError, handle: mailLinkHandle },
        { path: 'orders/:token', lazy: guestOrderRoute, errorElement: pageError, handle: mailLinkHandle },
        { path: 'dealers', lazy: dealersRoute, errorElement: pageError },
        {
          path: 'marketing/confirm',
          lazy: confirmSubscriptionRoute,
          errorElement: pageError,
          handle: mailLinkHandle,
        },
        {
          path: 'marketing/unsubscribe',
          lazy: unsubscribeRoute,
          errorElement: pageError,
          handle: mailLinkHandle,
        },
        { path: '*', lazy: notFoundRoute },
      ],
    },
    {
      path: '/admin',
      lazy: adminRoute('layout'),
      errorElement: pageError,
      hydrateFallbackElement: <div aria-busy="true" className="min-h-screen" />,
      children: [
        { index: true, lazy: adminRoute('home') },
        { path: 'dashboard', lazy: adminRoute('dashboard'), errorElement: pageError },
        { path: 'products', lazy: adminRoute('products'), errorElement: pageError },
        { path: 'products/new', lazy: adminRoute('product-new'), errorElement: pageError },
        { path: 'products/:sku', lazy: adminRoute('product'), errorElement: pageError },
        { path: 'stock', lazy: adminRoute('stock'), errorElement: pageError },
        { path: 'sales', lazy: adminRoute('sales'), errorElement: pageError },
        { path: 'sales/:id', lazy: adminRoute('sale'), errorElement: pageError },
        { path: 'collections', lazy: adminRoute('collections'), errorElement: pageError },
        { path: 'collections/menu', lazy: adminRoute('menu'), errorElement: pageError },
        { path: 'collections/:id', lazy: adminRoute('collection'), errorElement: pageError },
        { path: 'reviews', lazy: adminRoute('reviews'), errorElement: pageError },
        { path: 'reviews/:id', lazy: adminRoute('review'), errorElement: pageError },
        { path: 'customers', lazy: adminRoute('customers'), errorElement: pageError },
        { path: 'customers/:id', lazy: adminRoute('customer'), errorElement: pageError },
        { path: 'dealers', lazy: adminRoute('dealers'), errorElement: pageError },
        { path: 'subscribers', lazy: adminRoute('subscribers'), errorElement: pageError },
        { path: 'orders', lazy: adminRoute('orders'), errorElement: pageError },
        { path: 'orders/:orderNumber', lazy: adminRoute('order'), errorElement: pageError },
        {
          path: 'orders/:orderNumber/packing-slip',
          lazy: adminRoute('packing-slip'),
          errorElement: pageError,
        },
        { path: 'returns', lazy: adminRoute('returns'), errorElement: pageError },
        { path: 'pages', lazy: adminRoute('pages'), errorElement: pageError },
        { path: 'pages/:slug', lazy: adminRoute('page'), errorElement: pageError },
        { path: 'home', lazy: adminRoute('home-page'), errorElement: pageError },
        { path: 'tax', lazy: adminRoute('tax'), errorElement: pageError },
        { path: 'settings', lazy: adminRoute('settings'), errorElement: pageError },
        { path: 'api-keys', lazy: adminRoute('api-keys'), errorElement: pageError },
        { path: 'audit', lazy: adminRoute('audit'), errorElement: pageError },
        { path: '*', lazy: notFoundRoute },
      ],
    },
  ];
}

export function createAppRouter(queryClient: QueryClient) {
  return createBrowserRouter(createRoutes(queryClient));
}
