import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { TextField, validateField, type FieldError } from '../../../components/ui/text-field';
import { useSeo } from '../../../lib/seo';
import { localPath, useSignIn } from '../api/sign-in';
import { AuthCard, EMAIL_PATTERN, authButtonCls, authTextLinkCls } from '../components/auth-card';
export const SESSION_REQUIRED_MESSAGE = 'Please sign in to view that page.';
const SIGN_IN_TITLE = 'Sign in to your account';

type Errors = { email?: FieldError | null; password?: FieldError | null };

/** The sign-in error of the URL (error=SessionRequired from a guarded page) as words. */
function urlErrorMessage(error: string | null): string | null {
  if (!error) return null;
  if (error === 'SessionRequired') return SESSION_REQUIRED_MESSAGE;
  if (error === 'CredentialsSignin') return 'Invalid email or password.';
  return 'Sign-in failed. Please try again.';
}

/** /account/login: the credentials form (email required and well-formed, password at least 8). */
export function LoginPage() {
  useSeo({ title: SIGN_IN_TITLE, description: 'Sign in to see your orders, returns and saved cards.' });
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const signIn = useSignIn();
  const [errors, setErrors] = useState<Errors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const callbackUrl = params.get('callbackUrl');
  const notice = urlErrorMessage(params.get('error'));

  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const email = String(form.get('email') ?? '').trim();
    const password = String(form.get('password') ?? '');
    const next: Errors = {
      email: validateField(
        email,
        { pattern: EMAIL_PATTERN },
        { required: 'Email is required', pattern: 'Enter a valid email address' },
      ),
      password: validateField(
        password,
        { minLength: 8 },
        { required: 'Password is required', minLength: 'Password must be at least 8 characters' },
      ),
    };
    setErrors(next);
    setServerError(null);
    if (next.email || next.password) return;
    const result = await signIn.mutateAsync({ email, password, callbackUrl });
    if (result.success) await navigate(localPath(result.url), { replace: true });
    else setServerError(result.error);
  };

  return (
    <AuthCard title={SIGN_IN_TITLE}>
      {notice && !serverError && (
        <p
          role="alert"
          className="mt-4 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900"
        >
          {notice}
        </p>
      )}
      {serverError && (
        <p
          role="alert"
          className="mt-4 rounded-lg border border-red-300 bg-red-50 px-3 py-2 text-sm font-medium text-red-800"
        >
          {serverError}
        </p>
      )}
      <form noValidate onSubmit={onSubmit} className="mt-6 flex flex-col gap-4" aria-label="Sign in">
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
          autoComplete="current-password"
          minLength={8}
          error={errors.password}
        />
        <p className="-mt-2 text-right text-sm">
          <Link to="/account/forgot-password" className={authTextLinkCls}>
            Forgot your password?
          </Link>
        </p>
        <button type="submit" disabled={signIn.isPending} className={authButtonCls}>
          {signIn.isPending ? 'Signing in…' : 'Sign In'}
        </button>
      </form>
      <p className="mt-6 text-sm text-neutral-700">
        New here?{' '}
        <Link to="/account/register" className={authTextLinkCls}>
          Create an account
        </Link>
      </p>
      <p className="mt-2 text-sm text-neutral-700">
        Ordered without an account?{' '}
        <Link to="/orders/lookup" className={authTextLinkCls}>
          Find your order
        </Link>
      </p>
    </AuthCard>
  );
}
