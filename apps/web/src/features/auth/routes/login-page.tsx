import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { TextField, validateField, type FieldError } from '../../../components/ui/text-field';
import { localPath, useSignIn } from '../api/sign-in';

export const EMAIL_PATTERN = '[^\\s@]+@[^\\s@]+\\.[^\\s@]+';
export const SESSION_REQUIRED_MESSAGE = 'Please sign in to view that page.';

type Errors = { email?: FieldError | null; password?: FieldError | null };

/** The sign-in error of the URL (error=SessionRequired from a guarded page) as words. */
function urlErrorMessage(error: string | null): string | null {
  if (!error) return null;
  if (error === 'SessionRequired') return SESSION_REQUIRED_MESSAGE;
  if (error === 'CredentialsSignin') return 'Invalid email or password.';
  return 'Sign-in failed. Please try again.';
}

export function AuthCard({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-md px-4 py-10 sm:py-14">
      <div className="rounded-2xl border border-neutral-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-extrabold tracking-tight text-neutral-950">{title}</h1>
        {children}
      </div>
    </div>
  );
}

/** /account/login: the credentials form (email required and well-formed, password at least 8). */
export function LoginPage() {
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
    <AuthCard title="Sign in to your account">
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
        <button
          type="submit"
          disabled={signIn.isPending}
          className="mt-2 h-12 rounded-lg bg-red-600 text-sm font-bold uppercase tracking-wide text-white transition hover:bg-red-700 disabled:opacity-60"
        >
          {signIn.isPending ? 'Signing in…' : 'Sign In'}
        </button>
      </form>
      <p className="mt-6 text-sm text-neutral-700">
        New here?{' '}
        <Link to="/account/register" className="font-semibold text-red-700 underline hover:text-red-800">
          Create an account
        </Link>
      </p>
    </AuthCard>
  );
}
