import { useState, type FormEvent } from 'react';
import { CONSENT_NEEDS_VERIFIED_EMAIL, formatPhone, type Profile } from '@shop/domain';
import { ApiError } from '../../../lib/api-client';
import { personNameError } from '../../../lib/person-name-error';
import { TextField, type FieldError } from '../../../components/ui/text-field';
import { useUpdateProfile } from '../api/profile';
import { buttonCls, secondaryButtonCls } from './account-section';

/** The profile: names, phone and marketing consents; edited in place. */
export function ProfileCard({ profile }: { profile: Profile }) {
  const [editing, setEditing] = useState(false);
  const update = useUpdateProfile();
  const [errors, setErrors] = useState<
    Partial<Record<'first_name' | 'last_name' | 'primary_phone', FieldError>>
  >({});
  const [saved, setSaved] = useState(false);

  if (!editing) {
    return (
      <div>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="font-semibold text-neutral-600">Name</dt>
          <dd className="text-neutral-900">
            {[profile.first_name, profile.last_name].filter(Boolean).join(' ') || '—'}
          </dd>
          <dt className="font-semibold text-neutral-600">Email</dt>
          <dd className="break-all text-neutral-900">{profile.email}</dd>
          <dt className="font-semibold text-neutral-600">Phone</dt>
          <dd className="text-neutral-900">
            {profile.primary_phone ? (formatPhone(profile.primary_phone) ?? profile.primary_phone) : '—'}
          </dd>
          <dt className="font-semibold text-neutral-600">Emails</dt>
          <dd className="text-neutral-900">
            {profile.email_consent === 1 ? 'Subscribed' : 'Not subscribed'}
          </dd>
          <dt className="font-semibold text-neutral-600">Texts</dt>
          <dd className="text-neutral-900">{profile.sms_consent === 1 ? 'Subscribed' : 'Not subscribed'}</dd>
          {profile.isDealer && (
            <>
              <dt className="font-semibold text-neutral-600">Account</dt>
              <dd className="text-neutral-900">Dealer</dd>
            </>
          )}
        </dl>
        {saved && (
          <p role="status" className="mt-3 text-sm font-medium text-emerald-700">
            Profile saved.
          </p>
        )}
        <button type="button" className={`${secondaryButtonCls} mt-4`} onClick={() => setEditing(true)}>
          Edit profile
        </button>
      </div>
    );
  }

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const f = new FormData(e.currentTarget);
    const first = String(f.get('first_name') ?? '').trim();
    const last = String(f.get('last_name') ?? '').trim();
    const phoneRaw = String(f.get('primary_phone') ?? '').trim();
    const digits = phoneRaw.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '');
    const next: typeof errors = {};
    const firstError = personNameError(first);
    const lastError = personNameError(last);
    if (firstError) next.first_name = firstError;
    if (lastError) next.last_name = lastError;
    if (phoneRaw && digits.length !== 10)
      next.primary_phone = { type: 'pattern', message: 'Enter a 10-digit US phone number' };
    setErrors(next);
    if (Object.keys(next).length) return;
    update.mutate(
      {
        first_name: first,
        last_name: last,
        primary_phone: phoneRaw ? digits : null,
        email_consent: f.get('email_consent') ? 1 : 0,
        sms_consent: f.get('sms_consent') ? 1 : 0,
      },
      {
        onSuccess: () => {
          setEditing(false);
          setSaved(true);
        },
      },
    );
  };

  return (
    <form noValidate aria-label="Edit profile" onSubmit={onSubmit} className="grid gap-3 sm:grid-cols-2">
      <TextField
        label="First name"
        name="first_name"
        defaultValue={profile.first_name ?? ''}
        error={errors.first_name}
        autoComplete="given-name"
      />
      <TextField
        label="Last name"
        name="last_name"
        defaultValue={profile.last_name ?? ''}
        error={errors.last_name}
        autoComplete="family-name"
      />
      <TextField
        className="sm:col-span-2"
        label="Phone"
        name="primary_phone"
        optional
        type="tel"
        defaultValue={profile.primary_phone ?? ''}
        error={errors.primary_phone}
        autoComplete="tel"
      />
      <label className="flex items-center gap-2 text-sm text-neutral-800 sm:col-span-2">
        <input
          type="checkbox"
          name="email_consent"
          defaultChecked={profile.email_consent === 1}
          className="h-4 w-4 accent-red-600"
        />
        Email me about new products and sales
      </label>
      <label className="flex items-center gap-2 text-sm text-neutral-800 sm:col-span-2">
        <input
          type="checkbox"
          name="sms_consent"
          defaultChecked={profile.sms_consent === 1}
          className="h-4 w-4 accent-red-600"
        />
        Text me about new products and sales
      </label>
      {update.isError && (
        <p role="alert" className="text-sm font-medium text-red-700 sm:col-span-2">
          {update.error instanceof ApiError && update.error.code === CONSENT_NEEDS_VERIFIED_EMAIL.code
            ? CONSENT_NEEDS_VERIFIED_EMAIL.message
            : 'We could not save your profile. Please try again.'}
        </p>
      )}
      <div className="flex gap-2 sm:col-span-2">
        <button type="submit" disabled={update.isPending} className={buttonCls}>
          {update.isPending ? 'Saving…' : 'Save profile'}
        </button>
        <button type="button" className={secondaryButtonCls} onClick={() => setEditing(false)}>
          Cancel
        </button>
      </div>
    </form>
  );
}
