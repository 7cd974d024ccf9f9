import { api } from '../../../lib/api-client';
import { fixedRoute } from '../../../lib/api-fixed-route';

/** GET /api/auth/csrf: a fresh csrf token for one auth write (never cached: the cookie may change). */
export async function getCsrfToken(): Promise<string> {
  const { csrfToken } = await api.get(fixedRoute('GET /api/auth/csrf'), (d) => d.CsrfResponseSchema);
  return csrfToken;
}
