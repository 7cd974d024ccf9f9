import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { TextField, validateField, type FieldError } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { useSeo } from '../../../lib/seo';
import { serverFieldErrors, useFocusFirstInvalid } from '../../../lib/field-errors';
import { personNameError } from '../../../lib/person-name-error';
import { useRegister } from '../api/register';
import { AuthCard, EMAIL_PATTERN } from '../components/auth-card';

const FIELDS = ['first_name', 'last_name', 'email', 'password'] as const;
type Field = (typeof FIELDS)[number];

const REGISTER_TITLE = 'Create an account';

/** /account/register (ours): names, email, password; the API answers the same neutral message either way. */
export function RegisterPage() {
  useSeo({
    title: REGISTER_TITLE,
    description: 'Create an account to follow your orders and request returns.',
  });
  const register = useRegister();
  const [errors, setErrors] = useState<Partial<Record<Field, FieldError | null>>>({});
  const [done, setDone] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid();

  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const f = new FormData(e.currentTarget);
    const v = (k: Field) => String(f.get(k) ?? '');
    const next = {
      first_name: personNameError(v('first_name')),
      last_name: personNameError(v('last_name')),
      email: validateField(
        v('email'),
        { pattern: EMAIL_PATTERN },
        { pattern: 'Enter a valid email address' },
      ),
      password: validateField(v('password'), { minLength: 8 }, { minLength: 'Use at least 8 characters' }),
    };
    setErrors(next);
    setServerError(null);
    if (Object.values(next).some(Boolean)) return;
    try {
      const answer = await register.mutateAsync({
        first_name: v('first_name').trim(),
        last_name: v('last_name').trim(),
        email: v('email').trim(),
        password: v('password'),
      });
      setDone(answer.message);
    } catch (err) {
      const fieldErrors = serverFieldErrors(err, FIELDS);
      if (fieldErrors) {
        setErrors(fieldErrors);
        return focusFirstInvalid();
      }
      setServerError(
        err instanceof ApiError
          ? (err.body?.error.message ?? err.message)
          : 'Registration failed. Please try again.',
      );
    }
  };

  if (done) {
    return (
      <AuthCard title={REGISTER_TITLE}>
        <p
          role="status"
          className="mt-4 rounded-lg border border-emerald-300 bg-emerald-50 px-3 py-2 text-sm font-medium text-emerald-900"
        >
          {done}
        </p>
        <Link
          to="/account/login"
          className="mt-6 inline-flex h-11 items-center rounded-lg bg-red-600 px-5 text-sm font-bold uppercase tracking-wide text-white hover:bg-red-700"
        >
          Go to sign in
        </Link>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={REGISTER_TITLE}>
      {serverError && (
        <p
          role="alert"
          className="mt-4 rounded-lg border border-red-300 bg-red-50 px-3 py-2 text-sm font-medium text-red-800"
        >
          {serverError}
        </p>
      )}
      <form
        ref={formRef}
        noValidate
        onSubmit={onSubmit}
        className="mt-6 flex flex-col gap-4"
        aria-label="Create an account"
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="First name"
            name="first_name"
            autoComplete="given-name"
            error={errors.first_name}
          />
          <TextField label="Last name" name="last_name" autoComplete="family-name" error={errors.last_name} />
        </div>
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          pattern={EMAIL_PATTERN}
          error={errors.email}
        />
        <TextField
          label="Password"
          name="password"
          type="password"
          autoComplete="new-password"
          minLength={8}
          error={errors.password}
          hint="8 to 72 characters"
        />
        <button
          type="submit"
          disabled={register.isPending}
          className="mt-2 h-12 rounded-lg bg-red-600 text-sm font-bold uppercase tracking-wide text-white transition hover:bg-red-700 disabled:opacity-60"
        >
          {register.isPending ? 'Creating account…' : 'Create Account'}
        </button>
      </form>
      <p className="mt-6 text-sm text-neutral-700">
        Already have an account?{' '}
        <Link to="/account/login" className="font-semibold text-red-700 underline hover:text-red-800">
          Sign in
        </Link>
      </p>
    </AuthCard>
  );
}
