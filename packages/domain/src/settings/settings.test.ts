import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { shippingCostCents, DEFAULT_SHIPPING_RULES, freeShippingMessage } from '../shared/shipping.js';
import {
  AA_CONTRAST,
  accentCssVariables,
  accentOnDark,
  accentOnLight,
  accentTheme,
  contrastRatio,
  DARK_TEXT_SURFACES,
  NON_TEXT_CONTRAST,
  relativeLuminance,
  THEME_SURFACES,
} from './accent.js';
import { PutShopSettingsBodySchema, ShopSettingsSchema } from './schemas.js';
import { DEFAULT_ACCENT_COLOR } from './default-accent.js';
import {
  defaultShopSettings,
  publicShopSettings,
  settingsShippingRules,
  shippingSettingsOf,
  siteOfSettings,
} from './settings.js';

const hex = fc
  .tuple(fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }))
  .map((rgb) => `#${rgb.map((c) => c.toString(16).padStart(2, '0')).join('')}`);

describe('accent colour contrast (WCAG AA)', () => {
  it('measures the WCAG ratios: black on white is 21:1, a colour on itself 1:1', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#dc2626', '#dc2626')).toBe(1);
    expect(relativeLuminance('#ffffff')).toBeCloseTo(1, 5);
  });

  it("accepts the spec's red under a white label, its hover fill deeper", () => {
    const theme = accentTheme(DEFAULT_ACCENT_COLOR)!;
    expect(theme.label).toBe('#ffffff');
    expect(theme.contrast).toBeGreaterThanOrEqual(AA_CONTRAST);
    expect(relativeLuminance(theme.hover)).toBeLessThan(relativeLuminance(theme.fill));
  });

  it('takes a black label where white is too faint, and refuses a colour that fades into a theme', () => {
    expect(accentTheme('#ff0000')?.label).toBe('#000000');
    expect(accentTheme('#2563eb')?.label).toBe('#ffffff');
    // A pale yellow on the light theme's white, a near-black on the dark theme's surface: under 3:1.
    expect(accentTheme('#ffd400')).toBeNull();
    expect(accentTheme('#101010')).toBeNull();
    expect(accentTheme('red')).toBeNull();
  });

  it('every accepted colour keeps its label at AA on its fills and stands out on both themes', () => {
    fc.assert(
      fc.property(hex, (color) => {
        const theme = accentTheme(color);
        const onPages = Object.values(THEME_SURFACES).map((s) => contrastRatio(color, s));
        if (!theme) {
          expect(Math.min(...onPages)).toBeLessThan(NON_TEXT_CONTRAST);
          return;
        }
        expect(contrastRatio(theme.fill, theme.label)).toBeGreaterThanOrEqual(AA_CONTRAST);
        expect(contrastRatio(theme.hover, theme.label)).toBeGreaterThanOrEqual(AA_CONTRAST);
        expect(Math.min(...onPages)).toBeGreaterThanOrEqual(NON_TEXT_CONTRAST);
      }),
    );
  });

  it('writes the CSS variables of an accepted colour, the default for a refused one', () => {
    expect(accentCssVariables('#2563eb')).toContain('--shop-accent:#2563eb');
    expect(accentCssVariables('#ffd400')).toContain(`--shop-accent:${DEFAULT_ACCENT_COLOR}`);
  });

  it('writes the accent as text on the dark surfaces (the footer, the countdown) at AA, lighter where it must be', () => {
    // A deep teal is a fine fill, but as text on the footer's near-black it reads at 3.6:1: lightened.
    expect(contrastRatio('#0f766e', '#09090b')).toBeLessThan(AA_CONTRAST);
    expect(accentOnDark('#0f766e')).not.toBe('#0f766e');
    expect(accentCssVariables('#0f766e')).toContain(`--shop-accent-on-dark:${accentOnDark('#0f766e')}`);
    fc.assert(
      fc.property(hex, (color) => {
        if (!accentTheme(color)) return;
        for (const surface of DARK_TEXT_SURFACES)
          expect(contrastRatio(accentOnDark(color), surface)).toBeGreaterThanOrEqual(AA_CONTRAST);
      }),
    );
  });
});

describe('the accent as text on white (decision 080)', () => {
  it('keeps a colour that reads there, darkens a light one until it reads at AA, and writes it', () => {
    expect(accentOnLight(DEFAULT_ACCENT_COLOR)).toBe(DEFAULT_ACCENT_COLOR);
    expect(accentOnLight('#0f766e')).toBe('#0f766e');
    // A yellow-orange takes a black label: accepted as a fill, but 3.2:1 as text on white.
    const amber = '#d97706';
    expect(accentTheme(amber)?.label).toBe('#000000');
    expect(contrastRatio(amber, THEME_SURFACES.light)).toBeLessThan(AA_CONTRAST);
    expect(contrastRatio(accentOnLight(amber), THEME_SURFACES.light)).toBeGreaterThanOrEqual(AA_CONTRAST);
    expect(accentCssVariables(amber)).toContain(`--shop-accent-on-light:${accentOnLight(amber)}`);
  });

  it('every colour comes out at AA on white, the same hue darkened no further than it must be', () => {
    fc.assert(
      fc.property(hex, (color) => {
        const text = accentOnLight(color);
        expect(contrastRatio(text, THEME_SURFACES.light)).toBeGreaterThanOrEqual(AA_CONTRAST);
        if (contrastRatio(color, THEME_SURFACES.light) >= AA_CONTRAST) expect(text).toBe(color);
        // Never lighter than the accent: it only moves toward black.
        expect(relativeLuminance(text)).toBeLessThanOrEqual(relativeLuminance(color));
      }),
    );
  });
});

describe('settings schemas', () => {
  const valid = defaultShopSettings();

  it("the defaults are the spec's and parse", () => {
    expect(ShopSettingsSchema.parse(valid)).toEqual(valid);
    expect(valid.identity.name).toBe('Skar Audio');
    expect(valid.shipping).toEqual({
      retail_threshold: 25,
      retail_flat_rate: 4.82,
      dealer_threshold: 1500,
      dealer_flat_rate: 37.12,
    });
    expect(settingsShippingRules(valid.shipping)).toEqual(DEFAULT_SHIPPING_RULES);
  });

  it('refuses an unreadable accent, a logo that is no uploaded picture, fractions of cents and unknown fields', () => {
    const bad = (patch: object) =>
      ShopSettingsSchema.safeParse({ ...valid, identity: { ...valid.identity, ...patch } }).success;
    expect(bad({ accent_color: '#ffd400' })).toBe(false);
    expect(bad({ accent_color: '#2563EB' })).toBe(true);
    expect(bad({ logo_url: 'https://evil.example/logo.png' })).toBe(false);
    expect(bad({ logo_url: '/img/uploads/abcdefghijklmnopqrstuv.webp' })).toBe(true);
    expect(bad({ name: '  ' })).toBe(false);
    expect(bad({ support_hours: { opens: '18:00', closes: '09:00' } })).toBe(false);
    expect(bad({ social_links: [{ network: 'x', url: 'http://x.com/shop' }] })).toBe(false);
    expect(
      bad({
        social_links: [
          { network: 'x', url: 'https://x.com/a' },
          { network: 'x', url: 'https://x.com/b' },
        ],
      }),
    ).toBe(false);
    expect(
      ShopSettingsSchema.safeParse({ ...valid, shipping: { ...valid.shipping, retail_flat_rate: 4.825 } })
        .success,
    ).toBe(false);
    expect(ShopSettingsSchema.safeParse({ ...valid, extra: 1 }).success).toBe(false);
    expect(PutShopSettingsBodySchema.safeParse({ ...valid, csrfToken: 't' }).success).toBe(true);
  });

  it('optional text is null, never blank', () => {
    const withPhone = (phone: string | null) =>
      ShopSettingsSchema.safeParse({ ...valid, identity: { ...valid.identity, phone } }).success;
    expect([withPhone(null), withPhone(' +1 555 0100 '), withPhone('  ')]).toEqual([true, true, false]);
  });
});

describe('settings as the rules take them', () => {
  it('the shipping rules round-trip between dollars and cents', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 10_000_000 }), { minLength: 4, maxLength: 4 }), (c) => {
        const rules = {
          retailThresholdCents: c[0]!,
          retailFlatCents: c[1]!,
          dealerThresholdCents: c[2]!,
          dealerFlatCents: c[3]!,
        };
        expect(settingsShippingRules(shippingSettingsOf(rules))).toEqual(rules);
      }),
    );
  });

  it('a changed dealer threshold moves the rule and its message', () => {
    const s = defaultShopSettings();
    const rules = settingsShippingRules({ ...s.shipping, dealer_threshold: 2000 });
    expect(shippingCostCents(150000, true, rules)).toBe(3712);
    expect(shippingCostCents(200000, true, rules)).toBe(0);
    expect(freeShippingMessage(true, rules)).toBe('Free shipping on orders of $2,000 or more');
  });

  it('the site facts carry the identity, the storefront part no order address', () => {
    const s = defaultShopSettings(
      { name: 'Bass Co', supportEmail: 'hi@bass.test', supportPhone: null },
      'o@bass.test',
    );
    expect(s.order_email).toBe('o@bass.test');
    expect(publicShopSettings(s)).not.toHaveProperty('order_email');
    const site = siteOfSettings(s);
    expect(site).toMatchObject({
      name: 'Bass Co',
      supportEmail: 'hi@bass.test',
      accentColor: DEFAULT_ACCENT_COLOR,
    });
    expect(site.shipping).toEqual(DEFAULT_SHIPPING_RULES);
  });
});
