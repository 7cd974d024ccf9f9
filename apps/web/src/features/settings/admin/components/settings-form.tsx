import { useState, type FormEvent } from 'react';
import {
  accentTheme,
  contrastRatio,
  SOCIAL_NETWORK_NAMES,
  SOCIAL_NETWORKS,
  type ShopSettings,
} from '@shop/domain';
import { TextField } from '../../../../components/ui/text-field';
import { FormGroup, ImageField } from '../../../admin/components/admin-form-parts';
import { adminErrorMessage, Notice, primaryButtonCls } from '../../../admin/components/admin-ui';
import { usePutSettings } from '../api/settings';
import {
  readSettings,
  valuesOf,
  type SettingsErrors,
  type SettingsField,
  type SettingsValues,
} from './settings-values';

/** The accent as a button with its label, and how well the label reads on it (decision 080). */
function AccentPreview({ color }: { color: string }) {
  const theme = /^#[0-9a-fA-F]{6}$/.test(color) ? accentTheme(color) : null;
  if (!theme)
    return (
      <p className="text-sm font-semibold text-red-800" id="accent-preview">
        This colour would be hard to see in the light or the dark theme: pick another.
      </p>
    );
  return (
    <p className="flex flex-wrap items-center gap-3 text-sm text-neutral-700" id="accent-preview">
      <span
        className="inline-flex h-10 items-center rounded-lg px-5 font-bold"
        style={{ background: theme.fill, color: theme.label }}
      >
        Add to cart
      </span>
      Label {theme.label === '#ffffff' ? 'white' : 'black'},{' '}
      {contrastRatio(theme.fill, theme.label).toFixed(2)}:1
    </p>
  );
}

/** The whole settings document as one form: identity, shipping rules, the order address. */
export function SettingsForm({ settings, onSaved }: { settings: ShopSettings; onSaved: () => void }) {
  const put = usePutSettings();
  const [values, setValues] = useState<SettingsValues>(() => valuesOf(settings));
  const [errors, setErrors] = useState<SettingsErrors>({});
  const set = (field: keyof Omit<SettingsValues, 'social'>) => (value: string) =>
    setValues((v) => ({ ...v, [field]: value }));
  const errorOf = (field: SettingsField) =>
    errors[field] ? { type: 'custom', message: errors[field] } : null;
  const text = (field: keyof Omit<SettingsValues, 'social'>, label: string, extra: object = {}) => (
    <TextField
      label={label}
      name={field}
      value={values[field]}
      onChange={(e) => set(field)(e.target.value)}
      error={errorOf(field)}
      autoComplete="off"
      {...extra}
    />
  );

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const read = readSettings(values);
    setErrors(read.errors ?? {});
    if (read.settings) put.mutate(read.settings, { onSuccess: onSaved });
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Shop settings" className="grid gap-8">
      <FormGroup
        title="Identity"
        description="Shown in the header, the footer, page titles, search results and mails."
      >
        <div className="grid gap-4 sm:grid-cols-2">
          {text('name', 'Shop name')}
          {text('contact_email', 'Contact email', { type: 'email', inputMode: 'email' })}
          <ImageField
            label="Logo"
            name="logo_url"
            value={values.logo_url}
            upload="settings"
            onChange={set('logo_url')}
            hint="Shown instead of the name in the header and mails; empty: the name"
            error={errorOf('logo_url')}
          />
          <ImageField
            label="Favicon"
            name="favicon_url"
            value={values.favicon_url}
            upload="settings"
            onChange={set('favicon_url')}
            hint="The browser tab's icon; empty: the shop's own"
            error={errorOf('favicon_url')}
          />
          <div className="grid gap-2">
            <TextField
              label="Accent colour"
              name="accent_color"
              value={values.accent_color}
              onChange={(e) => set('accent_color')(e.target.value)}
              error={errorOf('accent_color')}
              hint="#rrggbb: buttons and badges. Refused unless its label reads at 4.5:1 and it shows on both themes."
              adornment={
                <input
                  type="color"
                  aria-label="Pick the accent colour"
                  value={/^#[0-9a-fA-F]{6}$/.test(values.accent_color) ? values.accent_color : '#000000'}
                  onChange={(e) => set('accent_color')(e.target.value)}
                  className="h-7 w-9 cursor-pointer border-0 bg-transparent p-0"
                />
              }
            />
            <AccentPreview color={values.accent_color} />
          </div>
          {text('phone', 'Phone', { optional: true, type: 'tel' })}
          {text('address', 'Address', { optional: true })}
          <div className="grid grid-cols-2 gap-4">
            {text('opens', 'Support opens', { type: 'time' })}
            {text('closes', 'Support closes', { type: 'time' })}
          </div>
        </div>
      </FormGroup>
      <FormGroup
        title="Social links"
        description="https:// links, shown in the footer and the search results' data."
      >
        <div className="grid gap-4 sm:grid-cols-2">
          {SOCIAL_NETWORKS.map((network) => (
            <TextField
              key={network}
              label={SOCIAL_NETWORK_NAMES[network]}
              name={`social_${network}`}
              type="url"
              optional
              value={values.social[network]}
              onChange={(e) =>
                setValues((v) => ({ ...v, social: { ...v.social, [network]: e.target.value } }))
              }
              error={errorOf(`social.${network}`)}
            />
          ))}
        </div>
      </FormGroup>
      <FormGroup
        title="Shipping"
        description="Orders ship free from the threshold; below it they pay the flat rate. Checkout, the cart, the header's message and mails follow at once."
      >
        <div className="grid gap-4 sm:grid-cols-2">
          {text('retail_threshold', 'Retail free-shipping threshold ($)', { inputMode: 'decimal' })}
          {text('retail_flat_rate', 'Retail flat rate ($)', { inputMode: 'decimal' })}
          {text('dealer_threshold', 'Dealer free-shipping threshold ($)', { inputMode: 'decimal' })}
          {text('dealer_flat_rate', 'Dealer flat rate ($)', { inputMode: 'decimal' })}
        </div>
      </FormGroup>
      <FormGroup
        title="Orders"
        description="Each new order is mailed here; empty: nobody at the shop is told."
      >
        {text('order_email', 'Order address', { optional: true, type: 'email', inputMode: 'email' })}
      </FormGroup>
      {put.isError && (
        <Notice tone="error" role="alert">
          {adminErrorMessage(put.error, 'The settings were not saved.')}
        </Notice>
      )}
      <div>
        <button type="submit" className={primaryButtonCls} disabled={put.isPending}>
          {put.isPending ? 'Saving…' : 'Save settings'}
        </button>
      </div>
    </form>
  );
}
