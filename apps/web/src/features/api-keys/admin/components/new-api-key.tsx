import { useEffect, useId, useRef, useState } from 'react';
import type { CreatedApiKey } from '../api/create-api-key';
import { primaryButtonCls, secondaryButtonCls } from '../../../admin/components/admin-ui';

/**
 * The key just created, this one time: a warning that it will not be shown again, the key in a read-only
 * box to copy, and Done. Focus moves here when it appears so that the warning is read first.
 */
export function NewApiKey({ apiKey, onDone }: { apiKey: CreatedApiKey; onDone: () => void }) {
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState<'idle' | 'copied' | 'manual'>('idle');

  useEffect(() => heading.current?.focus(), []);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(apiKey.key);
      setCopied('copied');
    } catch {
      // No clipboard access (an older browser, a denied permission): the key is selected to copy by hand.
      input.current?.select();
      setCopied('manual');
    }
  };

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-xl border-2 border-amber-300 bg-amber-50 p-5 text-amber-950"
    >
      <h3
        id={`${id}-title`}
        ref={heading}
        tabIndex={-1}
        className="text-base font-bold text-neutral-950 outline-none"
      >
        New key “{apiKey.name}” created
      </h3>
      <p className="mt-1 text-sm font-semibold text-amber-900">
        Copy this key now: it will not be shown again. The shop keeps only a fingerprint of it, so a lost key
        cannot be recovered (revoke it and create another).
      </p>
      <label htmlFor={`${id}-key`} className="mt-4 mb-1 block text-sm font-semibold text-neutral-800">
        API key
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          id={`${id}-key`}
          ref={input}
          readOnly
          value={apiKey.key}
          onFocus={(e) => e.currentTarget.select()}
          className="h-11 w-full min-w-0 rounded-lg border border-neutral-300 bg-white px-3 font-mono text-sm text-neutral-900 sm:flex-1"
        />
        <button type="button" className={secondaryButtonCls} onClick={() => void copy()}>
          Copy key
        </button>
      </div>
      <p role="status" className="mt-1 text-sm text-neutral-800">
        {copied === 'copied' && 'Copied to the clipboard.'}
        {copied === 'manual' && 'The key is selected: copy it with Ctrl+C (⌘C on a Mac).'}
      </p>
      <p className="mt-2 text-sm text-neutral-800">
        Send it as <code className="font-mono">Authorization: Bearer {apiKey.prefix}…</code> with scopes{' '}
        {apiKey.scopes.join(', ')}.
      </p>
      <button type="button" className={`${primaryButtonCls} mt-4`} onClick={onDone}>
        Done, I have copied it
      </button>
    </section>
  );
}
