import { SOCIAL_NETWORKS, ShopSettingsSchema, type ShopSettings, type SocialNetwork } from '@shop/domain';

/** The settings form's values as typed: text everywhere, money as dollars. */
export type SettingsValues = {
  name: string;
  logo_url: string;
  favicon_url: string;
  accent_color: string;
  contact_email: string;
  phone: string;
  address: string;
  opens: string;
  closes: string;
  social: Record<SocialNetwork, string>;
  retail_threshold: string;
  retail_flat_rate: string;
  dealer_threshold: string;
  dealer_flat_rate: string;
  order_email: string;
};

export type SettingsField = keyof Omit<SettingsValues, 'social'> | `social.${SocialNetwork}`;
export type SettingsErrors = Partial<Record<SettingsField, string>>;

const money = (n: number): string => n.toFixed(2);

export function valuesOf(s: ShopSettings): SettingsValues {
  const { identity: i, shipping } = s;
  const social = Object.fromEntries(SOCIAL_NETWORKS.map((n) => [n, ''])) as Record<SocialNetwork, string>;
  for (const link of i.social_links) social[link.network] = link.url;
  return {
    name: i.name,
    logo_url: i.logo_url ?? '',
    favicon_url: i.favicon_url ?? '',
    accent_color: i.accent_color,
    contact_email: i.contact_email,
    phone: i.phone ?? '',
    address: i.address ?? '',
    opens: i.support_hours.opens,
    closes: i.support_hours.closes,
    social,
    retail_threshold: money(shipping.retail_threshold),
    retail_flat_rate: money(shipping.retail_flat_rate),
    dealer_threshold: money(shipping.dealer_threshold),
    dealer_flat_rate: money(shipping.dealer_flat_rate),
    order_email: s.order_email ?? '',
  };
}

const orNull = (text: string): string | null => text.trim() || null;
/** A dollar amount as typed ('1,500', '$25'); NaN when it is none. */
const dollars = (text: string): number => (text.trim() === '' ? NaN : Number(text.replace(/[$,\s]/g, '')));

/** Where a schema issue's path shows in the form. */
function fieldOf(path: readonly PropertyKey[]): SettingsField {
  const [part, key, index] = path.map(String);
  if (part === 'shipping') return key as SettingsField;
  if (part === 'order_email') return 'order_email';
  if (key === 'support_hours') return index === 'opens' ? 'opens' : 'closes';
  if (key === 'social_links') return `social.${SOCIAL_NETWORKS[0]}`;
  return (key ?? 'name') as SettingsField;
}

/** The document to send, or the errors under their fields: the domain's own schema decides, as the API does. */
export function readSettings(
  v: SettingsValues,
): { settings: ShopSettings; errors: null } | { settings: null; errors: SettingsErrors } {
  const links = SOCIAL_NETWORKS.filter((n) => v.social[n].trim()).map((network) => ({
    network,
    url: v.social[network].trim(),
  }));
  const parsed = ShopSettingsSchema.safeParse({
    identity: {
      name: v.name,
      logo_url: orNull(v.logo_url),
      favicon_url: orNull(v.favicon_url),
      accent_color: v.accent_color,
      contact_email: v.contact_email.trim(),
      phone: orNull(v.phone),
      address: orNull(v.address),
      support_hours: { opens: v.opens, closes: v.closes },
      social_links: links,
    },
    shipping: {
      retail_threshold: dollars(v.retail_threshold),
      retail_flat_rate: dollars(v.retail_flat_rate),
      dealer_threshold: dollars(v.dealer_threshold),
      dealer_flat_rate: dollars(v.dealer_flat_rate),
    },
    order_email: orNull(v.order_email),
  });
  if (parsed.success) return { settings: parsed.data, errors: null };
  const errors: SettingsErrors = {};
  for (const issue of parsed.error.issues) {
    // A social link's own problem shows under its network's field.
    const field =
      issue.path[1] === 'social_links' && typeof issue.path[2] === 'number'
        ? (`social.${links[issue.path[2]]?.network ?? SOCIAL_NETWORKS[0]}` as const)
        : fieldOf(issue.path);
    errors[field] ??=
      issue.code === 'invalid_type' && issue.path[0] === 'shipping'
        ? 'A number of dollars, such as 25 or 4.82'
        : issue.message;
  }
  return { settings: null, errors };
}
