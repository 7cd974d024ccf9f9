import { useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { Link } from 'react-router';
import { STOCK_CSV_MAX_ROWS, type StockImportResult } from '@shop/domain';
import { refusedRows, useImportStock } from '../api/import-stock';
import { Notice, adminErrorMessage, primaryButtonCls, secondaryButtonCls, textLinkCls } from './admin-ui';

/** Refused rows listed at most; the count says how many more there are. */
const SHOWN_ERRORS = 200;

const plural = (n: number, one: string, many = `${one}s`) =>
  `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

type Csv = { name: string; text: string };

/** A chosen file's text (FileReader: every browser, and the test DOM, whose File has no text()). */
const readText = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsText(file);
  });

/** The refused rows of a check: line in the file, sku as given, why. */
function RowErrors({ result }: { result: StockImportResult }) {
  const shown = result.errors.slice(0, SHOWN_ERRORS);
  return (
    <div className="relative mt-3 max-h-96 overflow-auto rounded-lg border border-neutral-200">
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
              <td className="px-3 py-2 tabular-nums">{e.row}</td>
              <td className="whitespace-nowrap px-3 py-2 font-mono text-xs">{e.sku || '(empty)'}</td>
              <td className="px-3 py-2 text-neutral-800">{e.message}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {result.errors.length > shown.length && (
        <p className="border-t border-neutral-200 px-3 py-2 text-sm text-neutral-700">
          And {plural(result.errors.length - shown.length, 'more refused row')}.
        </p>
      )}
    </div>
  );
}

/** What a check found: rows read, counts that would change, rows refused. */
function Summary({ result }: { result: StockImportResult }) {
  return (
    <dl className="grid max-w-md grid-cols-3 gap-2 text-center">
      {(
        [
          ['Rows', result.rows],
          [result.dryRun ? 'Would change' : 'Changed', result.changes],
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
 * A stock CSV (`sku,tpa,lv`): checked first (a dry run: rows, changes and every refused row, nothing written),
 * and applied only from a clean check, all rows or none. What is applied is the text that was checked.
 */
export function StockImport() {
  const id = useId();
  const importStock = useImportStock();
  const input = useRef<HTMLInputElement>(null);
  const [csv, setCsv] = useState<Csv | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [checked, setChecked] = useState<{ csv: Csv; result: StockImportResult } | null>(null);
  const [applied, setApplied] = useState<{ name: string; result: StockImportResult } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const busy = importStock.isPending;

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
      const result = await importStock.mutateAsync({ text: csv.text, dryRun: true });
      setChecked({ csv, result });
    } catch (err) {
      setChecked(null);
      setFailure(adminErrorMessage(err, 'The file could not be checked. Please try again.'));
    }
  };

  const onApply = async () => {
    if (!checked) return;
    setFailure(null);
    try {
      const result = await importStock.mutateAsync({ text: checked.csv.text, dryRun: false });
      setApplied({ name: checked.csv.name, result });
      setChecked(null);
      setCsv(null);
      if (input.current) input.current.value = '';
    } catch (err) {
      // Rows refused since the check (a product removed meanwhile): listed as a check's are, nothing applied.
      const errors = refusedRows(err);
      if (errors)
        setChecked({ csv: checked.csv, result: { ...checked.result, dryRun: false, changes: 0, errors } });
      else setFailure(adminErrorMessage(err, 'The file could not be applied. Nothing was written.'));
    }
  };

  const result = checked?.result;
  const clean = result !== undefined && result.errors.length === 0;

  return (
    <div className="grid gap-4">
      <div className="text-sm text-neutral-700">
        <p>
          A header row naming the columns, then one SKU a row, up to{' '}
          {STOCK_CSV_MAX_ROWS.toLocaleString('en-US')} rows. An empty count keeps that warehouse&apos;s count.
          The file is checked first; nothing is written until you apply a clean check, and then every row is
          applied or none.
        </p>
        <pre
          aria-label="Example file"
          className="mt-2 w-fit rounded-lg border border-neutral-200 bg-neutral-50 px-3 py-2 font-mono text-xs text-neutral-900"
        >
          {'sku,tpa,lv\nEVL-12-D4,12,4\nVD-8-D2,,30'}
        </pre>
      </div>
      <form
        noValidate
        aria-label="Check a stock CSV"
        onSubmit={(e) => void onCheck(e)}
        className="grid gap-3"
      >
        <div>
          <label htmlFor={`${id}-file`} className="mb-1 block text-sm font-semibold text-neutral-800">
            CSV file
          </label>
          <input
            ref={input}
            id={`${id}-file`}
            type="file"
            name="file"
            accept=".csv,text/csv"
            aria-invalid={fileError ? true : undefined}
            aria-describedby={fileError ? `${id}-file-error` : undefined}
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
            {busy && !checked ? 'Checking…' : 'Check file'}
          </button>
        </div>
      </form>
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
          (!clean ? (
            <Notice tone="error">
              Nothing has been written: {plural(result.errors.length, 'row')} refused. Fix{' '}
              {result.errors.length === 1 ? 'it' : 'them'} in the file, then choose it and check it again.
            </Notice>
          ) : result.changes === 0 ? (
            <Notice tone="info">Every count in the file is already the shop&apos;s: nothing to apply.</Notice>
          ) : (
            <Notice tone="info">
              Nothing has been written yet. Applying writes {plural(result.changes, 'change')} at once.
            </Notice>
          ))}
        {applied && (
          <Notice tone="success">
            Applied {applied.name}: {plural(applied.result.changes, 'SKU')} changed (
            {plural(applied.result.rows, 'row')}).{' '}
            <Link to="/admin/audit?entity=product" className={textLinkCls}>
              See the audit log
            </Link>
          </Notice>
        )}
      </div>
      {result && !clean && <RowErrors result={result} />}
      {result && clean && result.changes > 0 && (
        <div>
          <button type="button" className={primaryButtonCls} disabled={busy} onClick={() => void onApply()}>
            {busy ? 'Applying…' : `Apply ${plural(result.changes, 'change')}`}
          </button>
        </div>
      )}
    </div>
  );
}
