import { useId, useState } from 'react';
import { boxVolume } from '../lib/box-volume';
import { ContentShell, Section } from '../components/content-shell';
import { ShopLink } from '../components/shop-link';

type Fields = {
  width: string;
  height: string;
  depth: string;
  thickness: string;
  subwooferCount: string;
  displacementPerSub: string;
};

const LABELS: Record<keyof Fields, { label: string; unit: string; step: string }> = {
  width: { label: 'Width (outside)', unit: 'in', step: '0.125' },
  height: { label: 'Height (outside)', unit: 'in', step: '0.125' },
  depth: { label: 'Depth (outside)', unit: 'in', step: '0.125' },
  thickness: { label: 'Wood thickness', unit: 'in', step: '0.125' },
  subwooferCount: { label: 'Number of subwoofers', unit: '', step: '1' },
  displacementPerSub: { label: 'Displacement per subwoofer', unit: 'ft³', step: '0.01' },
};

export function BoxCalculatorPage() {
  const id = useId();
  const [f, setF] = useState<Fields>({
    width: '32',
    height: '15',
    depth: '16',
    thickness: '0.75',
    subwooferCount: '2',
    displacementPerSub: '0.12',
  });
  const result = boxVolume({
    width: Number(f.width),
    height: Number(f.height),
    depth: Number(f.depth),
    thickness: Number(f.thickness),
    subwooferCount: Number(f.subwooferCount),
    displacementPerSub: Number(f.displacementPerSub),
  });
  return (
    <ContentShell
      path="/box-design-calculator"
      intro="Enter the box's outside measurements; we take off the wood and the subwoofers' displacement."
    >
      <div className="grid gap-8 md:grid-cols-2">
        <form
          className="grid gap-4 rounded-2xl bg-white p-6 ring-1 ring-neutral-200"
          onSubmit={(e) => e.preventDefault()}
          aria-label="Box dimensions"
        >
          {(Object.keys(LABELS) as (keyof Fields)[]).map((k) => (
            <div key={k}>
              <label htmlFor={`${id}-${k}`} className="text-sm font-semibold text-neutral-800">
                {LABELS[k].label}
                {LABELS[k].unit && <span className="font-normal text-neutral-500"> ({LABELS[k].unit})</span>}
              </label>
              <input
                id={`${id}-${k}`}
                type="number"
                inputMode="decimal"
                min="0"
                step={LABELS[k].step}
                value={f[k]}
                onChange={(e) => setF({ ...f, [k]: e.target.value })}
                className="mt-1 w-full rounded-lg bg-white px-3 py-2.5 text-neutral-900 ring-1 ring-neutral-300 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-red-600"
              />
            </div>
          ))}
        </form>
        <div aria-live="polite" className="rounded-2xl bg-zinc-950 p-6 text-white">
          <h2 className="text-sm font-black uppercase tracking-widest text-red-500">Result</h2>
          {result.ok ? (
            <dl className="mt-4 space-y-3">
              <div className="flex justify-between gap-4">
                <dt>Gross internal volume</dt>
                <dd className="font-mono font-bold">{result.grossCubicFeet.toFixed(2)} ft³</dd>
              </div>
              <div className="flex justify-between gap-4">
                <dt>Subwoofer displacement</dt>
                <dd className="font-mono font-bold">− {result.displacementCubicFeet.toFixed(2)} ft³</dd>
              </div>
              <div className="flex justify-between gap-4 border-t border-white/20 pt-3 text-lg">
                <dt className="font-bold">Net volume</dt>
                <dd className="font-mono font-black" data-testid="net-volume">
                  {result.netCubicFeet.toFixed(2)} ft³
                </dd>
              </div>
            </dl>
          ) : (
            <p role="alert" className="mt-4 font-semibold">
              {result.error}
            </p>
          )}
        </div>
      </div>
      <Section title="How it works">
        <p>
          Internal volume = (width − 2 × thickness) × (height − 2 × thickness) × (depth − 2 × thickness) ÷
          1,728 cubic inches per cubic foot. Each subwoofer's displacement (on its spec sheet) is then taken
          off. Ports and bracing take up room too: subtract their volume if your design has them.
        </p>
        <p>
          Compare the net volume with the recommended box volume on your{' '}
          <ShopLink to="/collections/car-subwoofers">subwoofer's</ShopLink> page.
        </p>
      </Section>
    </ContentShell>
  );
}
