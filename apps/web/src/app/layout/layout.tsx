import { lazy, Suspense } from 'react';
import { Outlet, useNavigation } from 'react-router';
import { CartDrawer } from '../../features/cart/components/cart-drawer';
import { AnnouncementBar } from '../../features/home/components/announcement-bar';
import { FooterSignup } from '../../features/marketing/components/footer-signup';
import { useAfterFirstPaint } from '../../lib/after-first-paint';
import { Header } from './header';
import { usePageOptions } from './page-options';
import { RouteBehaviour } from './route-behaviour';
import { SaleBanner, SaleCountdownSlot } from './sale-banner';

// The popups' launchers (timers of 6 and 8 s, and the rules for who sees them) load after the first paint,
// out of the initial JS (docs/decisions/053-initial-bundle.md).
const VipPopupLauncher = lazy(() =>
  import('../../features/marketing/components/vip-popup-launcher').then((m) => ({
    default: m.VipPopupLauncher,
  })),
);
const PushPromptLauncher = lazy(() =>
  import('../../features/push/components/push-prompt-launcher').then((m) => ({
    default: m.PushPromptLauncher,
  })),
);

// Below the page's content (the footer) or floating and only with a session (the chat bubble): both load
// after the first paint.
const Footer = lazy(() => import('./footer').then((m) => ({ default: m.Footer })));
const ChatButton = lazy(() => import('./chat-button').then((m) => ({ default: m.ChatButton })));

function SkipLink() {
  return (
    <a
      href="#main-content"
      className="sr-only z-50 rounded-md bg-white px-4 py-2 font-bold text-neutral-950 focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
    >
      Skip to content
    </a>
  );
}

function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <div
      role="progressbar"
      aria-label="Loading page"
      className="fixed inset-x-0 top-0 z-50 h-1 overflow-hidden bg-red-200"
    >
      <div className="h-full w-1/3 animate-pulse bg-red-600" />
    </div>
  );
}

/**
 * The page layout of the spec: skip link, header, sale banner, countdown, cart drawer, main area and
 * footer; the route's page options say which parts show.
 */
export function Layout() {
  const options = usePageOptions();
  const painted = useAfterFirstPaint();
  return (
    <div className="flex min-h-screen flex-col">
      <SkipLink />
      <NavigationProgress />
      <AnnouncementBar />
      <Header options={options} />
      {options.saleBanner && <SaleBanner />}
      <SaleCountdownSlot desktop={options.countdownDesktop} mobile={options.countdownMobile} />
      <CartDrawer />
      <main id="main-content" tabIndex={-1} className="flex-1 outline-none">
        <Outlet />
      </main>
      {/* Below the first screen or floating: after the first paint (lib/after-first-paint.ts). One boundary each:
          a part loading later (the chat bubble on signing in) never hides the others. */}
      {painted && (
        <>
          <FooterSignup desktop={options.footerSignupDesktop} mobile={options.footerSignupMobile} />
          <Suspense fallback={null}>{options.footer && <Footer />}</Suspense>
          <Suspense fallback={null}>
            <VipPopupLauncher enabled={options.emailPopup} />
          </Suspense>
          <Suspense fallback={null}>
            <PushPromptLauncher enabled={options.pushPopup} />
          </Suspense>
          <Suspense fallback={null}>{options.chatBubble && <ChatButton />}</Suspense>
        </>
      )}
      <RouteBehaviour />
    </div>
  );
}

/** Shown while the first route's data loads: the real header and footer around a still skeleton. */
export function LayoutFallback() {
  return (
    <div className="flex min-h-screen flex-col">
      <SkipLink />
      <Header />
      <main id="main-content" tabIndex={-1} aria-busy="true" className="flex-1">
        <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 lg:px-8">
          <p className="sr-only">Loading…</p>
          <div className="h-4 w-48 animate-pulse rounded bg-neutral-200" />
          <div className="mt-6 h-9 w-72 animate-pulse rounded bg-neutral-200" />
        </div>
      </main>
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
    </div>
  );
}
