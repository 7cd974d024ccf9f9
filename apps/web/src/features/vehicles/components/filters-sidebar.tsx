import { useId, type ReactNode } from 'react';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { CloseButton } from '../../../components/ui/close-button';

export type FiltersSidebarProps = {
  onClose: () => void;
  /** The footer's button: shows the results and closes the sidebar. */
  resultsLabel: string;
  children: ReactNode;
};

/**
 * The slide-in sidebar headed 'Filters' (a modal dialog): focus moves into it and back to its opener on
 * close, Tab stays inside, Escape and the backdrop close it.
 */
export function FiltersSidebar({ onClose, resultsLabel, children }: FiltersSidebarProps) {
  const titleId = useId();

  return (
    <div className="fixed inset-0 z-40">
      <div
        aria-hidden="true"
        onClick={onClose}
        className="absolute inset-0 bg-neutral-950/60 transition-opacity duration-300 starting:opacity-0 motion-reduce:transition-none"
      />
      <ModalDialog
        layer={40}
        onClose={onClose}
        aria-labelledby={titleId}
        className="absolute inset-y-0 left-0 flex w-full max-w-sm flex-col bg-white shadow-2xl outline-none transition-transform duration-300 ease-out starting:-translate-x-full motion-reduce:transition-none"
      >
        <div className="flex items-center justify-between border-b border-neutral-200 px-5 py-4">
          <h2 id={titleId} className="text-xl font-black uppercase tracking-tight text-neutral-950">
            Filters
          </h2>
          <CloseButton label="Close filters" onClick={onClose} />
        </div>
        <div className="min-h-0 flex-1 overflow-y-auto px-5 py-5">{children}</div>
        <div className="border-t border-neutral-200 px-5 py-4">
          <button
            type="button"
            onClick={onClose}
            className="w-full rounded-lg bg-red-600 px-4 py-3 text-sm font-bold uppercase tracking-wide text-white transition hover:bg-red-700"
          >
            {resultsLabel}
          </button>
        </div>
      </ModalDialog>
    </div>
  );
}
