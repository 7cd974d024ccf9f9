import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { server } from './server';

// Lazy routes and a machine shared with other jobs: findBy* and waitFor wait on their condition this long
// before failing. Only a test whose condition never comes reaches it.
configure({ asyncUtilTimeout: 20_000 });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
// The files of a worker share its jsdom and the libraries it has loaded (isolate: false, decision 076). Each file
// still starts as a fresh page: the app's own modules (their module-level state) loaded anew, the storages,
// cookies and address empty.
afterAll(() => {
  server.close();
  vi.resetModules();
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  window.history.replaceState(null, '', '/');
});

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
