import { useSyncExternalStore } from 'react';

/** The spec's theme: light, dark or system (the default), stored locally. */
export type ThemePreference = 'light' | 'dark' | 'system';
export const THEME_STORAGE_KEY = 'theme';
const DARK_QUERY = '(prefers-color-scheme: dark)';

function isPreference(v: unknown): v is ThemePreference {
  return v === 'light' || v === 'dark' || v === 'system';
}

export function readThemePreference(): ThemePreference {
  try {
    const stored = window.localStorage.getItem(THEME_STORAGE_KEY);
    return isPreference(stored) ? stored : 'system';
  } catch {
    return 'system';
  }
}

function systemPrefersDark(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(DARK_QUERY).matches;
}

export function resolveTheme(pref: ThemePreference, prefersDark: boolean): 'light' | 'dark' {
  return pref === 'system' ? (prefersDark ? 'dark' : 'light') : pref;
}

/** Puts the `dark` class on <html> (called from main.tsx before the first render: no flash, no inline script). */
export function applyTheme(pref: ThemePreference = readThemePreference()): void {
  const dark = resolveTheme(pref, systemPrefersDark()) === 'dark';
  document.documentElement.classList.toggle('dark', dark);
  document.documentElement.dataset.theme = pref;
}

const listeners = new Set<() => void>();
let current: ThemePreference | null = null;

function getSnapshot(): ThemePreference {
  current ??= readThemePreference();
  return current;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const media = typeof window.matchMedia === 'function' ? window.matchMedia(DARK_QUERY) : null;
  const onSystemChange = () => {
    if (getSnapshot() === 'system') applyTheme('system');
  };
  media?.addEventListener?.('change', onSystemChange);
  return () => {
    listeners.delete(listener);
    media?.removeEventListener?.('change', onSystemChange);
  };
}

export function setThemePreference(pref: ThemePreference): void {
  current = pref;
  try {
    window.localStorage.setItem(THEME_STORAGE_KEY, pref);
  } catch {
    // Storage can be unavailable (private mode): the choice still applies for this visit.
  }
  applyTheme(pref);
  listeners.forEach((l) => l());
}

/** For tests: forget the cached preference so the next read comes from storage. */
export function resetThemeForTests(): void {
  current = null;
}

export function useThemePreference(): [ThemePreference, (pref: ThemePreference) => void] {
  const pref = useSyncExternalStore(subscribe, getSnapshot, () => 'system' as const);
  return [pref, setThemePreference];
}
