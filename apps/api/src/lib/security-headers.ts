/**
 * The response headers (helmet; ARCHITECTURE.md, Security): a strict CSP with frame-ancestors 'none', nosniff,
 * Referrer-Policy, and HSTS in production. `fixedSecurityHeaders` lists the same headers once, for the
 * fast path that answers cached reads without Express (pages/fast-path.ts).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';

export function securityHeaders(production: boolean) {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
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

/** The headers `securityHeaders` sets (they do not depend on the request), as name/value pairs. */
export function fixedSecurityHeaders(production: boolean): [string, string][] {
  const headers = new Map<string, string>();
  const res = {
    setHeader: (name: string, value: unknown) => headers.set(name, String(value)),
    removeHeader: (name: string) => headers.delete(name),
  };
  securityHeaders(production)({} as IncomingMessage, res as unknown as ServerResponse, () => undefined);
  return [...headers];
}
