import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { server } from './server';

// Lazy routes and a machine shared with other jobs: findBy* and waitFor wait on their condition this long
// before failing. Only a test whose condition never comes reaches it.
configure({ asyncUtilTimeout: 20_000 });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

let consoleErrors: unknown[][] = [];
let allowedConsoleErrors = 0;

/** For a test that provokes an error on purpose (React reports caught render errors on console.error). */
export function allowConsoleErrors(): void {
  allowedConsoleErrors = Infinity;
}

beforeEach(() => {
  consoleErrors = [];
  allowedConsoleErrors = 0;
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args);
  });
});

afterEach(() => {
  cleanup();
  server.resetHandlers();
  vi.restoreAllMocks();
  document.head
    .querySelectorAll('script[type="application/ld+json"], link[rel="canonical"]')
    .forEach((el) => el.remove());
  if (consoleErrors.length > allowedConsoleErrors) {
    const first = consoleErrors[0]?.map((a) => (a instanceof Error ? a.stack : String(a))).join(' ');
    throw new Error(`console.error was called ${consoleErrors.length} time(s); the first: ${first}`);
  }
});

// jsdom lacks these; components call them when present.
if (!('scrollTo' in Element.prototype)) {
  Object.defineProperty(Element.prototype, 'scrollTo', { value: () => undefined, writable: true });
}
window.scrollTo = () => undefined;
