import { useThemePreference, type ThemePreference } from '../../lib/theme';

const CHOICES: { value: ThemePreference; label: string }[] = [
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
  { value: 'system', label: 'System' },
];

/** Theme: light, dark or system (the default), stored locally. */
export function ThemeToggle() {
  const [pref, setPref] = useThemePreference();
  return (
    <div
      role="group"
      aria-label="Theme"
      className="inline-flex rounded-lg bg-zinc-900 p-1 ring-1 ring-zinc-700"
    >
      {CHOICES.map((c) => (
        <button
          key={c.value}
          type="button"
          aria-pressed={pref === c.value}
          onClick={() => setPref(c.value)}
          className={`rounded-md px-3 py-1.5 text-xs font-bold transition ${
            pref === c.value ? 'bg-zinc-50 text-zinc-950' : 'text-zinc-300 hover:text-white'
          }`}
        >
          {c.label}
        </button>
      ))}
    </div>
  );
}
