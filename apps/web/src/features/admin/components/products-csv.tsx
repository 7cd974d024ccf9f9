import { useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { Link } from 'react-router';
import { CATALOG_CSV_MAX_ROWS, type CatalogImportResult } from '@shop/domain';
import { refusedRows } from '../api/import-stock';
import { useImportCatalog, type CatalogImportProgress } from '../api/products-import';
import { Notice, adminErrorMessage, primaryButtonCls, secondaryButtonCls, textLinkCls } from './admin-ui';

/** Refused rows listed at most; the count says how many more there are. */
const SHOWN_ERRORS = 200;

const plural = (n: number, one: string, many = `${one}s`) =>
  `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

type Csv = { name: string; text: string };

/** Where a step is: the file going up, the shop working through its rows (when it says), or waiting for it. */
type Phase = { dryRun: boolean; progress: CatalogImportProgress | null } | null;

/** A chosen file's text (FileReader: every browser, and the test DOM, whose File has no text()). */
const readText = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsText(file);
  });

const PHASE_WORDS = { reading: 'Reading', checking: 'Checking', writing: 'Writing' } as const;
type RowPhase = keyof typeof PHASE_WORDS;

/** The step after a finished one (the shop may work a while before it reports the next). */
const nextPhase = (phase: CatalogImportProgress['phase'], dryRun: boolean): RowPhase | null =>
  phase === 'uploading'
    ? 'reading'
    : phase === 'reading'
      ? 'checking'
      : phase === 'checking' && !dryRun
        ? 'writing'
        : null;

/**
 * The step's progress bar: the upload's bytes, then the shop's own count of rows read, checked and written (it
 * reports them as it goes); between reports, or when the shop does not report, an indeterminate bar names the
 * step under way.
 */
function ProgressBar({ phase, name }: { phase: NonNullable<Phase>; name: string }) {
  const { progress, dryRun } = phase;
  const finished = progress !== null && progress.total > 0 && progress.done >= progress.total;
  const percent =
    progress && progress.total > 0 && !finished ? Math.floor((progress.done / progress.total) * 100) : null;
  let label: string;
  let detail: string | null = null;
  if (progress && percent !== null) {
    label =
      progress.phase === 'uploading'
        ? `Uploading ${name}`
        : `${PHASE_WORDS[progress.phase]} the rows of ${name}`;
    detail =
      progress.phase === 'uploading'
        ? `${percent}%`
        : `${progress.done.toLocaleString('en-US')} of ${progress.total.toLocaleString('en-US')}`;
  } else {
    const next = progress ? nextPhase(progress.phase, dryRun) : null;
    label = next
      ? `${PHASE_WORDS[next]} the rows of ${name}`
      : progress
        ? `Finishing ${name}`
        : `${dryRun ? 'Checking' : 'Applying'} ${name}`;
  }
  const determinate = detail !== null;
  return (
    <div className="grid gap-1">
      <p className="text-sm font-semibold text-neutral-800" aria-hidden="true">
        {label}
        {detail === null ? '…' : `: ${detail}`}
      </p>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={determinate ? (percent ?? undefined) : undefined}
        aria-valuetext={detail ?? undefined}
        className="h-2.5 w-full max-w-md overflow-hidden rounded-full bg-neutral-200"
      >
        <div
          className={`h-full rounded-full bg-red-600 transition-[width] ${determinate ? '' : 'animate-pulse'}`}
          style={{ width: `${determinate ? percent : 100}%` }}
        />
      </div>
    </div>
  );
}

function RowErrors({ errors }: { errors: CatalogImportResult['errors'] }) {
  const shown = errors.slice(0, SHOWN_ERRORS);
  return (
    <div className="relative max-h-96 overflow-auto rounded-lg border border-neutral-200">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Refused rows</caption>
        <thead className="sticky top-0 bg-neutral-50 text-xs uppercase tracking-wide text-neutral-600">
          <tr>
            <th scope="col" className="px-3 py-2">
              Row
            </th>
            <th scope="col" className="px-3 py-2">
              SKU
            </th>
            <th scope="col" className="px-3 py-2">
              Problem
            </th>
          </tr>
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

function Summary({ result }: { result: CatalogImportResult }) {
  const done = !result.dryRun;
  return (
    <dl className="grid max-w-2xl grid-cols-2 gap-2 text-center sm:grid-cols-5">
      {(
        [
          ['Rows', result.rows],
          [done ? 'Created' : 'New', result.creates],
          [done ? 'Updated' : 'To update', result.updates],
          ['Unchanged', result.unchanged],
          ['Errors', result.errors.length],
        ] as const
      ).map(([label, value]) => (
        <div key={label} className="rounded-lg border border-neutral-200 bg-neutral-50 px-2 py-2">
          <dt className="text-xs font-semibold uppercase tracking-wide text-neutral-600">{label}</dt>
          <dd className="text-xl font-bold tabular-nums text-neutral-950">{value.toLocaleString('en-US')}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The catalogue CSV import: a file is sent with a progress bar and checked first (a dry run: new, updated and
 * unchanged rows and every refused row, nothing written); only a clean check can be applied, all rows or none.
 * What is applied is the text that was checked.
 */
export function ProductsCsvImport() {
  const id = useId();
  const importCatalog = useImportCatalog();
  const input = useRef<HTMLInputElement>(null);
  const [csv, setCsv] = useState<Csv | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [phase, setPhase] = useState<Phase>(null);
  const [checked, setChecked] = useState<{ csv: Csv; result: CatalogImportResult } | null>(null);
  const [applied, setApplied] = useState<{ name: string; result: CatalogImportResult } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const busy = phase !== null;

  const step = (dryRun: boolean, text: string) => {
    setPhase({ dryRun, progress: null });
    const onProgress = (progress: CatalogImportProgress) => setPhase({ dryRun, progress });
    return importCatalog.mutateAsync({ text, dryRun, onProgress }).finally(() => setPhase(null));
  };

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
      setChecked({ csv, result: await step(true, csv.text) });
    } catch (err) {
      setChecked(null);
      setFailure(adminErrorMessage(err, 'The file could not be checked. Please try again.'));
    }
  };

  const onApply = async () => {
    if (!checked) return;
    setFailure(null);
    try {
      const result = await step(false, checked.csv.text);
      setApplied({ name: checked.csv.name, result });
      setChecked(null);
      setCsv(null);
      if (input.current) input.current.value = '';
    } catch (err) {
      // Rows refused since the check (a sku taken meanwhile): listed as a check's are, nothing applied.
      const errors = refusedRows(err);
      if (errors)
        setChecked({
          csv: checked.csv,
          result: { ...checked.result, dryRun: false, creates: 0, updates: 0, errors },
        });
      else setFailure(adminErrorMessage(err, 'The file could not be applied. Nothing was written.'));
    }
  };

  const result = checked?.result;
  const clean = result !== undefined && result.errors.length === 0;
  const changes = result ? result.creates + result.updates : 0;

  return (
    <div className="grid gap-4">
      <p className="text-sm text-neutral-700">
        The export’s columns (any of them, with <code className="font-mono">sku</code>), one product a row, up
        to {CATALOG_CSV_MAX_ROWS.toLocaleString('en-US')} rows. A known SKU changes the cells that differ; a
        new one creates a product. The file is checked first; nothing is written until you apply a clean
        check, and then every row is applied or none.
      </p>
      <form
        noValidate
        aria-label="Check a catalogue CSV"
        onSubmit={(e) => void onCheck(e)}
        className="grid gap-3"
      >
        <div>
          <label htmlFor={`${id}-file`} className="mb-1 block text-sm font-semibold text-neutral-800">
            Catalogue CSV file
          </label>
          <input
            ref={input}
            id={`${id}-file`}
            type="file"
            name="file"
            accept=".csv,text/csv"
            aria-invalid={fileError ? true : undefined}
            aria-describedby={fileError ? `${id}-file-error` : undefined}
            disabled={busy}
            onChange={(e) => void onFile(e)}
            className="block w-full max-w-md text-sm text-neutral-800 file:mr-3 file:cursor-pointer file:rounded-lg file:border file:border-neutral-300 file:bg-neutral-50 file:px-4 file:py-2 file:font-semibold file:text-neutral-900"
          />
          {fileError && (
            <p id={`${id}-file-error`} className="mt-1 text-sm font-medium text-red-700">
              {fileError}
            </p>
          )}
        </div>
        <div>
          <button type="submit" className={secondaryButtonCls} disabled={busy}>
            {phase?.dryRun ? 'Checking…' : 'Check file'}
          </button>
        </div>
      </form>
      {phase && <ProgressBar phase={phase} name={checked?.csv.name ?? csv?.name ?? 'the file'} />}
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
          <Summary result={checked.result} />
        </section>
      )}
      <div role="status" className="empty:hidden">
        {result &&
          !busy &&
          (!clean ? (
            <Notice tone="error">
              Nothing has been written: {plural(result.errors.length, 'row')} refused. Fix{' '}
              {result.errors.length === 1 ? 'it' : 'them'} in the file, then choose it and check it again.
            </Notice>
          ) : changes === 0 ? (
            <Notice tone="info">Every row matches the catalogue already: nothing to apply.</Notice>
          ) : (
            <Notice tone="info">
              Nothing has been written yet. Applying creates {plural(result.creates, 'product')} and updates{' '}
              {plural(result.updates, 'product')} at once.
            </Notice>
          ))}
        {applied && (
          <Notice tone="success">
            Applied {applied.name}: {plural(applied.result.creates, 'product')} created,{' '}
            {plural(applied.result.updates, 'product')} updated,{' '}
            {applied.result.unchanged.toLocaleString('en-US')} unchanged.{' '}
            <Link to="/admin/audit?entity=product" className={textLinkCls}>
              See the audit log
            </Link>
          </Notice>
        )}
      </div>
      {result && !clean && <RowErrors errors={result.errors} />}
      {result && clean && changes > 0 && (
        <div>
          <button type="button" className={primaryButtonCls} disabled={busy} onClick={() => void onApply()}>
            {phase && !phase.dryRun ? 'Applying…' : `Apply ${plural(changes, 'change')}`}
          </button>
        </div>
      )}
    </div>
  );
}
