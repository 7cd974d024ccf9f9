import { useEffect, useState } from 'react';
import { THUMBS_REARM_MS } from '@shop/domain';
import { useThumbsUp } from '../api/thumbs-up';
import { forgetReviewed, hasReviewed, rememberReviewed } from '../hooks/reviewed-ids';

/**
 * Thumbs-up: once per review (remembered in localStorage reviewedIds), the count goes up at once, and the
 * button re-arms 500 ms after a press.
 */
export function ThumbsUpButton({ reviewId, count }: { reviewId: string; count: number }) {
  const [voted, setVoted] = useState(() => hasReviewed(reviewId));
  const [optimistic, setOptimistic] = useState(0);
  const [serverCount, setServerCount] = useState<number | null>(null);
  const [armed, setArmed] = useState(true);
  const mutation = useThumbsUp();

  useEffect(() => {
    if (armed) return;
    const timer = setTimeout(() => setArmed(true), THUMBS_REARM_MS);
    return () => clearTimeout(timer);
  }, [armed]);

  const shown = serverCount !== null ? Math.max(serverCount, count) : count + optimistic;

  const press = () => {
    if (!armed) return;
    setArmed(false);
    if (voted) return;
    setVoted(true);
    setOptimistic(1);
    rememberReviewed(reviewId);
    mutation.mutate(reviewId, {
      onSuccess: (answer) => setServerCount(answer.thumbs_up),
      onError: () => {
        setOptimistic(0);
        setVoted(false);
        forgetReviewed(reviewId);
      },
    });
  };

  return (
    <button
      type="button"
      onClick={press}
      disabled={!armed}
      aria-pressed={voted}
      className={`inline-flex h-9 items-center gap-1.5 rounded-full px-3 text-sm font-semibold ring-1 transition ${
        voted
          ? 'bg-red-50 text-red-700 ring-red-200'
          : 'bg-white text-neutral-700 ring-neutral-300 hover:text-red-700 hover:ring-red-600'
      } disabled:opacity-70`}
    >
      <svg viewBox="0 0 20 20" className="h-4 w-4" aria-hidden="true" fill="currentColor">
        <path d="M2 9h3v9H2zm5 9h7.4a2 2 0 0 0 1.97-1.66l1.1-6A2 2 0 0 0 15.5 8H12V4.5A2.5 2.5 0 0 0 9.5 2L7 8.5z" />
      </svg>
      <span>Helpful ({shown})</span>
    </button>
  );
}
