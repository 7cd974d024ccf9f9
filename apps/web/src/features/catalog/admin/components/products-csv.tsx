import { useState } from 'react';
import { CATALOG_CSV_MAX_ROWS, type CatalogImportResult } from '@shop/domain';
import { useImportCatalog, type CatalogImportProgress } from '../api/products-import';
import { AuditLogLink, CsvImportSteps, ImportCounts, plural, useCsvImport } from './csv-import';
import { ProgressMeter } from '../../../admin/components/progress-meter';

/** Where a step is: the file going up, the shop working through its rows (when it says), or waiting for it. */
type Phase = { dryRun: boolean; progress: CatalogImportProgress | null } | null;

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
  return (
    <ProgressMeter
      label={label}
      shown={`${label}${detail === null ? '…' : `: ${detail}`}`}
      percent={detail === null ? null : percent}
      valueText={detail ?? undefined}
    />
  );
}

function Summary({ result }: { result: CatalogImportResult }) {
  const done = !result.dryRun;
  return (
    <ImportCounts
      className="max-w-2xl grid-cols-2 sm:grid-cols-5"
      counts={[
        ['Rows', result.rows],
        [done ? 'Created' : 'New', result.creates],
        [done ? 'Updated' : 'To update', result.updates],
        ['Unchanged', result.unchanged],
        ['Errors', result.errors.length],
      ]}
    />
  );
}

/**
 * The catalogue CSV import: a file is sent with a progress bar and checked first (a dry run: new, updated and
 * unchanged rows and every refused row, nothing written); only a clean check can be applied, all rows or none.
 * What is applied is the text that was checked.
 */
export function ProductsCsvImport() {
  const importCatalog = useImportCatalog();
  const [phase, setPhase] = useState<Phase>(null);
  const busy = phase !== null;
  const flow = useCsvImport<CatalogImportResult>({
    run: (text, dryRun) => {
      setPhase({ dryRun, progress: null });
      const onProgress = (progress: CatalogImportProgress) => setPhase({ dryRun, progress });
      return importCatalog.mutateAsync({ text, dryRun, onProgress }).finally(() => setPhase(null));
    },
    // Rows refused since the check (a sku taken meanwhile).
    refused: (checked, errors) => ({ ...checked, dryRun: false, creates: 0, updates: 0, errors }),
  });

  return (
    <div className="grid gap-4">
      <p className="text-sm text-neutral-700">
        The export’s columns (any of them, with <code className="font-mono">sku</code>), one product a row, up
        to {CATALOG_CSV_MAX_ROWS.toLocaleString('en-US')} rows. A known SKU changes the cells that differ; a
        new one creates a product. The file is checked first; nothing is written until you apply a clean
        check, and then every row is applied or none.
      </p>
      <CsvImportSteps
        flow={flow}
        formLabel="Check a catalogue CSV"
        fileLabel="Catalogue CSV file"
        busy={busy}
        lockFile
        checking={phase?.dryRun === true}
        applying={phase !== null && !phase.dryRun}
        progress={
          phase && <ProgressBar phase={phase} name={flow.checked?.csv.name ?? flow.csv?.name ?? 'the file'} />
        }
        showOutcome={!busy}
        summary={(result) => <Summary result={result} />}
        changes={(result) => result.creates + result.updates}
        cleanNotice={(result) =>
          result.creates + result.updates === 0 ? (
            'Every row matches the catalogue already: nothing to apply.'
          ) : (
            <>
              Nothing has been written yet. Applying creates {plural(result.creates, 'product')} and updates{' '}
              {plural(result.updates, 'product')} at once.
            </>
          )
        }
        appliedNotice={({ name, result }) => (
          <>
            Applied {name}: {plural(result.creates, 'product')} created, {plural(result.updates, 'product')}{' '}
            updated, {result.unchanged.toLocaleString('en-US')} unchanged. <AuditLogLink />
          </>
        )}
      />
    </div>
  );
}
