import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { formatPhone, type DealerApplication } from '@shop/domain';
import { useDecideApplication } from '../api/dealer-applications';
import {
  Notice,
  adminErrorMessage,
  primaryButtonCls,
  secondaryButtonCls,
} from '../../../admin/components/admin-ui';
import { APPLICATION_STATUS_LABELS, Fact } from '../../../account/admin/components/customer-details';
import { DateTime } from '../../../admin/components/date-time';
import { TextAreaField } from '../../../admin/components/product-fields';

/**
 * Approve (the note is optional, it goes in the mail) or decline (the note says why: required). What was done is
 * told through `onDone`: the card leaves the "waiting" list at once, so the page shows it.
 */
function DecisionForm({
  application,
  onDone,
}: {
  application: DealerApplication;
  onDone: (message: string) => void;
}) {
  const decide = useDecideApplication();
  const [noteError, setNoteError] = useState<string | undefined>();
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const submitter = (e.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    const decision = submitter?.value === 'decline' ? 'decline' : 'approve';
    const note = String(new FormData(e.currentTarget).get('note') ?? '');
    if (decision === 'decline' && note.trim() === '') {
      setNoteError('Say why in the note: the applicant reads it in the mail.');
      return;
    }
    setNoteError(undefined);
    decide.mutate(
      { id: application.id, decision, note },
      {
        onSuccess: () =>
          onDone(
            decision === 'approve'
              ? `Approved ${application.business_name}: ${application.email} now sees dealer prices, and the mail is on its way.`
              : `Declined ${application.business_name}: the note is on its way to ${application.email}.`,
          ),
      },
    );
  };
  return (
    <form onSubmit={onSubmit} noValidate className="mt-3 grid gap-3">
      <TextAreaField
        label="Note to the applicant"
        name="note"
        rows={2}
        maxLength={1000}
        hint="Sent with the decision. Required to decline."
        error={noteError}
      />
      {decide.isError && (
        <Notice tone="error" role="alert">
          {adminErrorMessage(decide.error, 'The decision was not saved. Try again.')}
        </Notice>
      )}
      <div className="flex flex-wrap gap-2">
        <button type="submit" value="approve" className={primaryButtonCls} disabled={decide.isPending}>
          Approve as dealer
        </button>
        <button type="submit" value="decline" className={secondaryButtonCls} disabled={decide.isPending}>
          Decline
        </button>
      </div>
    </form>
  );
}

/** One application: the business, who to reach, the account it came from, its state, and the decision. */
export function DealerApplicationCard({
  application: a,
  onDone,
}: {
  application: DealerApplication;
  onDone: (message: string) => void;
}) {
  const id = useId();
  return (
    <article
      aria-labelledby={id}
      className="min-w-0 rounded-2xl border border-neutral-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <h3 id={id} className="text-base font-bold text-neutral-950">
        {a.business_name}
      </h3>
      <p className="text-sm font-semibold text-neutral-700">{APPLICATION_STATUS_LABELS[a.status]}</p>
      <dl className="mt-2 divide-y divide-neutral-100">
        <Fact label="Contact">{a.contact_name}</Fact>
        <Fact label="Account">
          <Link
            to={`/admin/customers/${a.user_id}`}
            className="break-all font-semibold text-red-700 hover:underline"
          >
            {a.email}
          </Link>
        </Fact>
        <Fact label="Phone">{formatPhone(a.phone) ?? a.phone}</Fact>
        <Fact label="Tax id (EIN)">{a.tax_id}</Fact>
        <Fact label="Resale certificate">
          {a.resale_certificate
            ? `${a.resale_certificate} (${a.resale_certificate_state ?? ''}): tax-exempt once approved`
            : 'None: the dealer pays sales tax'}
        </Fact>
        <Fact label="Sent">
          <DateTime value={a.created_at} />
        </Fact>
        {a.decided_at && (
          <Fact label="Decided">
            <DateTime value={a.decided_at} />
          </Fact>
        )}
        {a.note && <Fact label="Note">{a.note}</Fact>}
      </dl>
      {a.status === 'open' && <DecisionForm application={a} onDone={onDone} />}
    </article>
  );
}
