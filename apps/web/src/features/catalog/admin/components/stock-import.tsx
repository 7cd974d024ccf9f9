import { STOCK_CSV_MAX_ROWS, type StockImportResult } from '@shop/domain';
import { useImportStock } from '../api/import-stock';
import { AuditLogLink, CsvImportSteps, ImportCounts, plural, useCsvImport } from './csv-import';

/**
 * A stock CSV (`sku,tpa,lv`): checked first (a dry run: rows, changes and every refused row, nothing written),
 * and applied only from a clean check, all rows or none. What is applied is the text that was checked.
 */
export function StockImport() {
  const importStock = useImportStock();
  const busy = importStock.isPending;
  const flow = useCsvImport<StockImportResult>({
    run: (text, dryRun) => importStock.mutateAsync({ text, dryRun }),
    // Rows refused since the check (a product removed meanwhile).
    refused: (checked, errors) => ({ ...checked, dryRun: false, changes: 0, errors }),
  });

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
      <CsvImportSteps
        flow={flow}
        formLabel="Check a stock CSV"
        fileLabel="CSV file"
        busy={busy}
        lockFile={false}
        checking={busy && !flow.checked}
        applying={busy}
        showOutcome
        summary={(result) => (
          <ImportCounts
            className="max-w-md grid-cols-3"
            counts={[
              ['Rows', result.rows],
              [result.dryRun ? 'Would change' : 'Changed', result.changes],
              ['Errors', result.errors.length],
            ]}
          />
        )}
        changes={(result) => result.changes}
        cleanNotice={(result) =>
          result.changes === 0
            ? "Every count in the file is already the shop's: nothing to apply."
            : `Nothing has been written yet. Applying writes ${plural(result.changes, 'change')} at once.`
        }
        appliedNotice={({ name, result }) => (
          <>
            Applied {name}: {plural(result.changes, 'SKU')} changed ({plural(result.rows, 'row')}).{' '}
            <AuditLogLink />
          </>
        )}
      />
    </div>
  );
}
