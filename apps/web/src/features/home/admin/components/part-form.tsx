import { useState, type FormEvent, type ReactNode } from 'react';
import type { z } from 'zod';
import { adminErrorMessage, Notice, primaryButtonCls } from '../../../admin/components/admin-ui';
import { checkHomePart, useSaveHomePart, type HomePart } from '../api/admin-home';

/** A refused field as a person reads it: 'Slide 2, link: ...', 'Group 1, link 3, url: ...', 'Text: ...'. */
function problemOf(issue: z.core.$ZodIssue, itemName: (index: number) => string): string {
  const words: string[] = [];
  issue.path.slice(1).forEach((p, i) => {
    if (typeof p !== 'number') words.push(String(p));
    else if (i === 0) words.push(itemName(p));
    else words.push(`${(words.pop() ?? '').replace(/s$/, '')} ${p + 1}`);
  });
  const where = words.join(', ');
  return where ? `${where[0]!.toUpperCase()}${where.slice(1)}: ${issue.message}` : issue.message;
}

/**
 * One part of the home (slides, tiles, the bar, the footer) as a form: checked with the API's own body schema
 * before it is sent (each problem said with its item; the parsed body is sent), saved whole, the outcome said
 * under it.
 */
export function PartForm<K extends HomePart, T>({
  part,
  label,
  value,
  itemName,
  saveLabel,
  children,
}: {
  part: K;
  /** The form's accessible name. */
  label: string;
  /** The part as the form holds it, checked as its route's body (checkHomePart). */
  value: T;
  itemName: (index: number) => string;
  saveLabel: string;
  children: ReactNode;
}) {
  const save = useSaveHomePart(part);
  const [problems, setProblems] = useState<string[]>([]);
  const [done, setDone] = useState('');

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setDone('');
    const checked = checkHomePart(part, value);
    if (!checked.success) {
      setProblems(checked.error.issues.map((issue) => problemOf(issue, itemName)));
      return;
    }
    setProblems([]);
    save.mutate(checked.data, {
      onSuccess: () => setDone('Saved: the storefront shows it now.'),
      onError: (err) => setProblems([adminErrorMessage(err, 'It could not be saved. Please try again.')]),
    });
  };

  return (
    <form onSubmit={submit} noValidate aria-label={label} className="grid gap-4">
      {children}
      {problems.length > 0 && (
        <Notice tone="error" role="alert">
          <ul className="list-disc pl-5">
            {problems.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        </Notice>
      )}
      <div role="status" className="empty:hidden">
        {done && <Notice tone="success">{done}</Notice>}
      </div>
      <div>
        <button type="submit" className={primaryButtonCls} disabled={save.isPending}>
          {save.isPending ? 'Saving…' : saveLabel}
        </button>
      </div>
    </form>
  );
}
