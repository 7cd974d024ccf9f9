import { useId, useState } from 'react';
import { PUSH_PROMPT } from '@shop/domain';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { subscribeToPush } from '../lib/push-subscribe';
import { storeRemindAfter } from '../lib/remind-after';

/** The 'Become a VIP' push prompt (loaded on demand by PushPromptLauncher). */
export function PushPrompt({ onClose }: { onClose: () => void }) {
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const cancel = () => {
    storeRemindAfter();
    onClose();
  };

  async function allow() {
    storeRemindAfter();
    setBusy(true);
    setError(null);
    try {
      await subscribeToPush();
      onClose();
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="fixed inset-0 z-[55] flex items-start justify-center bg-black/50 p-3 sm:pt-20">
      <ModalDialog
        layer={55}
        onClose={cancel}
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-text`}
        className="w-full max-w-md rounded-2xl border border-neutral-200 bg-white p-5 text-neutral-900 shadow-2xl outline-none ring-1 ring-black/5"
      >
        <div className="flex items-start gap-4">
          <span
            aria-hidden="true"
            className="flex size-11 shrink-0 items-center justify-center rounded-full bg-red-600 text-xl text-white"
          >
            <svg
              viewBox="0 0 24 24"
              className="size-6"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
            >
              <path d="M18 8a6 6 0 0 0-12 0c0 7-3 9-3 9h18s-3-2-3-9" />
              <path d="M13.73 21a2 2 0 0 1-3.46 0" />
            </svg>
          </span>
          <div>
            <h2 id={`${id}-title`} className="text-lg font-black uppercase tracking-wide">
              {PUSH_PROMPT.title}
            </h2>
            <p id={`${id}-text`} className="mt-1 text-sm leading-relaxed text-neutral-700">
              {PUSH_PROMPT.text}
            </p>
          </div>
        </div>
        {error && (
          <p
            role="alert"
            className="mt-4 rounded-lg border border-red-300 bg-red-50 px-3 py-2 text-sm font-semibold text-red-800"
          >
            {error}
          </p>
        )}
        <div className="mt-5 flex justify-end gap-3">
          <button
            type="button"
            onClick={cancel}
            className="h-11 rounded-lg border-2 border-neutral-300 px-5 text-sm font-bold text-neutral-800 hover:border-neutral-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-600"
          >
            {PUSH_PROMPT.cancel}
          </button>
          <button
            type="button"
            data-autofocus
            onClick={() => void allow()}
            disabled={busy}
            className="h-11 rounded-lg bg-red-600 px-6 text-sm font-black uppercase tracking-wider text-white hover:bg-red-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-600 disabled:cursor-wait disabled:bg-red-400"
          >
            {PUSH_PROMPT.allow}
          </button>
        </div>
      </ModalDialog>
    </div>
  );
}
