import { SA_POPUP_KEY, type SaPopupValue } from '@shop/domain';

const DAY_S = 86_400;

function readCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  for (const part of document.cookie.split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === name) return decodeURIComponent(v.join('='));
  }
  return null;
}

/** The stored sa_popup value: the cookie first, then localStorage (kept in step). */
export function readSaPopup(): string | null {
  const cookie = readCookie(SA_POPUP_KEY);
  if (cookie) return cookie;
  try {
    const raw = localStorage.getItem(SA_POPUP_KEY);
    if (!raw) return null;
    const { value, expires } = JSON.parse(raw) as { value?: string; expires?: number };
    if (typeof expires === 'number' && expires < Date.now()) {
      localStorage.removeItem(SA_POPUP_KEY);
      return null;
    }
    return typeof value === 'string' ? value : null;
  } catch {
    return null;
  }
}

/** Stores sa_popup as a cookie (path /, max-age in days) and in localStorage with the same expiry. */
export function writeSaPopup(value: SaPopupValue, lifetimeDays: number): void {
  const maxAge = Math.round(lifetimeDays * DAY_S);
  const secure = typeof location !== 'undefined' && location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${SA_POPUP_KEY}=${encodeURIComponent(value)}; path=/; max-age=${maxAge}; SameSite=Lax${secure}`;
  try {
    localStorage.setItem(SA_POPUP_KEY, JSON.stringify({ value, expires: Date.now() + maxAge * 1000 }));
  } catch {
    // storage full or blocked: the cookie still holds it
  }
}
