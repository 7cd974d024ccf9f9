/**
 * The response headers (helmet; ARCHITECTURE.md, Security): a strict CSP with frame-ancestors 'none', nosniff,
 * Referrer-Policy, and HSTS in production. `fixedSecurityHeaders` lists the same headers once, for the
 * fast path that answers cached reads without Express (pages/fast-path.ts).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';

/**
 * What Stripe.js needs when the shop takes payments through Stripe (decision 074): its script and the Payment
 * Element's frames from js.stripe.com (3-D Secure's from hooks.stripe.com), its calls to api.stripe.com.
 * A shop with the test provider keeps the strict policy.
 */
const STRIPE_SOURCES = {
  script: ['https://js.stripe.com', 'https://*.js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
  img: ['https://*.stripe.com'],
};

export function securityHeaders(production: boolean, { stripe = false }: { stripe?: boolean } = {}) {
  const add = (sources: string[]) => (stripe ? sources : []);
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...add(STRIPE_SOURCES.script)],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', ...add(STRIPE_SOURCES.img)],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...add(STRIPE_SOURCES.connect)],
        ...(stripe ? { frameSrc: STRIPE_SOURCES.frame } : {}),
        manifestSrc: ["'self'"],
        workerSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        scriptSrcAttr: ["'none'"],
        ...(production ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: production,
  });
}

/**
 * `csp` (the policy `securityHeaders` set) with `source` ('sha256-...') added to its style-src: a page's own
 * inline style element, allowed by its hash and nothing else inline (the shop's accent, decision 080).
 */
export const withStyleSource = (csp: string, source: string): string =>
  csp.replace(/(^|;)(\s*style-src [^;]*)/, `$1$2 '${source}'`);

/** The headers `securityHeaders` sets (they do not depend on the request), as name/value pairs. */
export function fixedSecurityHeaders(
  production: boolean,
  options: { stripe?: boolean } = {},
): [string, string][] {
  const headers = new Map<string, string>();
  const res = {
    setHeader: (name: string, value: unknown) => headers.set(name, String(value)),
    removeHeader: (name: string) => headers.delete(name),
  };
  securityHeaders(production, options)(
    {} as IncomingMessage,
    res as unknown as ServerResponse,
    () => undefined,
  );
  return [...headers];
}
