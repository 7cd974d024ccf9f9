import type { TabBox } from '@shop/domain';

const CHECK = '✓';

/** A tab's table; check marks are read as "Compatible", anything else as "Not compatible". */
export function CompatibilityTable({ title, table }: { title: string; table: NonNullable<TabBox['table']> }) {
  const [keyHeader, ...valueHeaders] = table.columns;
  return (
    <div className="relative overflow-x-auto rounded-xl border border-neutral-200">
      <table className="w-full min-w-max border-collapse text-sm">
        <caption className="sr-only">{title}</caption>
        <thead className="bg-neutral-900 text-white">
          <tr>
            <th scope="col" className="px-4 py-2.5 text-left font-semibold">
              {keyHeader}
            </th>
            {valueHeaders.map((c) => (
              <th key={c} scope="col" className="px-4 py-2.5 text-center font-semibold">
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row) => (
            <tr key={row.key} className="border-t border-neutral-200 odd:bg-white even:bg-neutral-50">
              <th scope="row" className="px-4 py-2 text-left font-mono font-semibold text-neutral-800">
                {row.key}
              </th>
              {row.cells.map((cell, i) =>
                cell.trim() === CHECK ? (
                  <td key={i} className="px-4 py-2 text-center font-bold text-emerald-600">
                    <span aria-hidden="true">{CHECK}</span>
                    <span className="sr-only">Compatible</span>
                  </td>
                ) : (
                  <td key={i} className="px-4 py-2 text-center text-neutral-400">
                    <span aria-hidden="true">{cell.trim() || '–'}</span>
                    <span className="sr-only">Not compatible</span>
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
