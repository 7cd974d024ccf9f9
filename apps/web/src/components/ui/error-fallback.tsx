const INVARIANT_PREFIX = 'Invariant failed:';

/** The message shown in the warning box, without the 'Invariant failed:' prefix. */
export function errorMessage(error: unknown): string {
  const raw =
    error instanceof Error ? error.message : typeof error === 'string' ? error : 'Something went wrong.';
  const trimmed = raw.startsWith(INVARIANT_PREFIX) ? raw.slice(INVARIANT_PREFIX.length).trim() : raw;
  return trimmed || 'Something went wrong.';
}

/** The spec's error boundary fallback: 'Oops, there is an error!' and a 'Try again' button. */
export function ErrorFallback({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="mx-auto my-16 max-w-xl rounded-2xl border border-neutral-200 bg-white p-8 text-center shadow-sm"
    >
      <h1 className="text-2xl font-black tracking-tight text-neutral-950">Oops, there is an error!</h1>
      <p className="mt-4 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900">
        {errorMessage(error)}
      </p>
      <button
        type="button"
        onClick={onRetry}
        className="mt-6 h-11 rounded-lg bg-red-600 px-6 text-sm font-bold uppercase tracking-wide text-white hover:bg-red-700"
      >
        Try again
      </button>
    </div>
  );
}
