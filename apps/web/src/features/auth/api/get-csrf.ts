import { api } from '../../../lib/api-client';
import { route } from '../../../lib/api-route';

/** GET /api/auth/csrf: a fresh csrf token for one auth write (never cached: the cookie may change). */
export async function getCsrfToken(): Promise<string> {
  const { csrfToken } = await api.get(route('GET /api/auth/csrf'), (d) => d.CsrfResponseSchema);
  return csrfToken;
}
