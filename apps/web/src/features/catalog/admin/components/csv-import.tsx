import { useId, useRef, useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { CsvRowError } from '@shop/domain';
import { refusedRows } from '../api/import-stock';
import {
  ColumnHeads,
  Notice,
  adminErrorMessage,
  primaryButtonCls,
  secondaryButtonCls,
  textLinkCls,
} from '../../../admin/components/admin-ui';
import { FileField } from '../../../admin/components/file-field';

/** Refused rows listed at most; the count says how many more there are. */
const SHOWN_ERRORS = 200;

export const plural = (n: number, one: string, many = `${one}s`) =>
  `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

type Csv = { name: string; text: string };
type Result = { dryRun: boolean; errors: CsvRowError[] };

/** A chosen file's text (FileReader: every browser, and the test DOM, whose File has no text()). */
const readText = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsText(file);
  });

/**
 * A CSV import's two steps: a chosen file is read, checked (`run(text, true)`: a dry run) and applied only from
 * that check (`run(text, false)`: the text that was checked). Rows refused since the check are listed as a
 * check's are (`refused` makes the result that says so), nothing applied.
 */
export function useCsvImport<R extends Result>({
  run,
  refused,
}: {
  run: (text: string, dryRun: boolean) => Promise<R>;
  refused: (checked: R, errors: CsvRowError[]) => R;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [csv, setCsv] = useState<Csv | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [checked, setChecked] = useState<{ csv: Csv; result: R } | null>(null);
  const [applied, setApplied] = useState<{ name: string; result: R } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const onFile = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.currentTarget.files?.[0];
    setChecked(null);
    setApplied(null);
    setFailure(null);
    setFileError(null);
    setCsv(null);
    if (!file) return;
    try {
      setCsv({ name: file.name, text: await readText(file) });
    } catch {
      setFileError('The file could not be read. Choose it again.');
    }
  };

  const onCheck = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    setFailure(null);
    setApplied(null);
    if (!csv) {
      setFileError('Choose a CSV file');
      input.current?.focus();
      return;
    }
    try {
      setChecked({ csv, result: await run(csv.text, true) });
    } catch (err) {
      setChecked(null);
      setFailure(adminErrorMessage(err, 'The file could not be checked. Please try again.'));
    }
  };

  const onApply = async () => {
    if (!checked) return;
    setFailure(null);
    try {
      const result = await run(checked.csv.text, false);
      setApplied({ name: checked.csv.name, result });
      setChecked(null);
      setCsv(null);
      if (input.current) input.current.value = '';
    } catch (err) {
      const errors = refusedRows(err);
      if (errors) setChecked({ csv: checked.csv, result: refused(checked.result, errors) });
      else setFailure(adminErrorMessage(err, 'The file could not be applied. Nothing was written.'));
    }
  };

  return { input, csv, fileError, checked, applied, failure, onFile, onCheck, onApply };
}

/** The refused rows of a check: line in the file, sku as given, why. */
function RowErrors({ errors }: { errors: CsvRowError[] }) {
  const shown = errors.slice(0, SHOWN_ERRORS);
  return (
    <div className="relative max-h-96 overflow-auto rounded-lg border border-neutral-200">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Refused rows</caption>
        <thead className="sticky top-0 bg-neutral-50 text-xs uppercase tracking-wide text-neutral-600">
          <ColumnHeads columns={[['Row'], ['SKU'], ['Problem']]} />
        </thead>
        <tbody>
          {shown.map((e, i) => (
            // A row can be refused for more than one reason: the list's order is its identity.
            <tr key={i} className="border-t border-neutral-100">
              <td className="px-3 py-2 align-top tabular-nums">{e.row}</td>
              <td className="whitespace-nowrap px-3 py-2 align-top font-mono text-xs">
                {e.sku || '(empty)'}
              </td>
              <td className="px-3 py-2 text-neutral-800">{e.message}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {errors.length > shown.length && (
        <p className="border-t border-neutral-200 px-3 py-2 text-sm text-neutral-700">
          And {plural(errors.length - shown.length, 'more refused row')}.
        </p>
      )}
    </div>
  );
}

/** A check's counts, each in a small box. */
export function ImportCounts({
  counts,
  className,
}: {
  counts: readonly (readonly [string, number])[];
  className: string;
}) {
  return (
    <dl className={`grid gap-2 text-center ${className}`}>
      {counts.map(([label, value]) => (
        <div key={label} className="rounded-lg border border-neutral-200 bg-neutral-50 px-2 py-2">
          <dt className="text-xs font-semibold uppercase tracking-wide text-neutral-600">{label}</dt>
          <dd className="text-xl font-bold tabular-nums text-neutral-950">{value.toLocaleString('en-US')}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The link under an applied import: its changes are in the audit log. */
export function AuditLogLink() {
  return (
    <Link to="/admin/audit?entity=product" className={textLinkCls}>
      See the audit log
    </Link>
  );
}

/**
 * A CSV import's screen part: the file picker and Check button, the step's progress, the check's counts and
 * what applying would do (or its refused rows), the Apply button, the applied import's outcome.
 */
export function CsvImportSteps<R extends Result>({
  flow,
  formLabel,
  fileLabel,
  busy,
  lockFile,
  checking,
  applying,
  progress,
  showOutcome,
  summary,
  changes,
  cleanNotice,
  appliedNotice,
}: {
  flow: ReturnType<typeof useCsvImport<R>>;
  formLabel: string;
  fileLabel: string;
  busy: boolean;
  /** Whether the file picker is locked while a step runs. */
  lockFile: boolean;
  checking: boolean;
  applying: boolean;
  progress?: ReactNode;
  /** Whether the check's outcome line shows (it may wait for the step under way). */
  showOutcome: boolean;
  summary: (result: R) => ReactNode;
  changes: (result: R) => number;
  /** What a clean check says: nothing to apply (no changes), or what applying writes. */
  cleanNotice: (result: R) => ReactNode;
  appliedNotice: (applied: { name: string; result: R }) => ReactNode;
}) {
  const id = useId();
  const { checked, applied, failure } = flow;
  const result = checked?.result;
  const clean = result !== undefined && result.errors.length === 0;
  const count = result ? changes(result) : 0;
  return (
    <>
      <form noValidate aria-label={formLabel} onSubmit={(e) => void flow.onCheck(e)} className="grid gap-3">
        <FileField
          label={fileLabel}
          inputRef={flow.input}
          name="file"
          accept=".csv,text/csv"
          error={flow.fileError}
          disabled={lockFile && busy}
          onChange={(e) => void flow.onFile(e)}
          inputClassName="w-full max-w-md"
        />
        <div>
          <button type="submit" className={secondaryButtonCls} disabled={busy}>
            {checking ? 'Checking…' : 'Check file'}
          </button>
        </div>
      </form>
      {progress}
      {failure && (
        <Notice tone="error" role="alert">
          {failure}
        </Notice>
      )}
      {checked && (
        <section aria-labelledby={`${id}-check`} className="grid gap-3">
          <h3 id={`${id}-check`} className="text-base font-bold text-neutral-950">
            {checked.result.dryRun ? 'Checked' : 'Not applied'}: {checked.csv.name}
          </h3>
          {summary(checked.result)}
        </section>
      )}
      <div role="status" className="empty:hidden">
        {result &&
          showOutcome &&
          (!clean ? (
            <Notice tone="error">
              Nothing has been written: {plural(result.errors.length, 'row')} refused. Fix{' '}
              {result.errors.length === 1 ? 'it' : 'them'} in the file, then choose it and check it again.
            </Notice>
          ) : (
            <Notice tone="info">{cleanNotice(result)}</Notice>
          ))}
        {applied && <Notice tone="success">{appliedNotice(applied)}</Notice>}
      </div>
      {result && !clean && <RowErrors errors={result.errors} />}
      {result && clean && count > 0 && (
        <div>
          <button
            type="button"
            className={primaryButtonCls}
            disabled={busy}
            onClick={() => void flow.onApply()}
          >
            {applying ? 'Applying…' : `Apply ${plural(count, 'change')}`}
          </button>
        </div>
      )}
    </>
  );
}
