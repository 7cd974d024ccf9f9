import { useId, useState } from 'react';
import {
  COIL_LABELS,
  COIL_TYPES,
  MIN_RECOMMENDED_OHMS,
  coilsOf,
  formatOhms,
  wiringOptions,
  type CoilType,
  type WiringOption,
} from '../lib/wiring';
import { ContentShell, Section } from '../components/content-shell';

function describe(o: WiringOption, dual: boolean, count: number): string {
  const coil = dual ? `voice coils in ${o.coilWiring}` : 'single voice coil';
  const subs = count > 1 ? `, subwoofers in ${o.subWiring}` : '';
  return `${coil}${subs}`;
}

/** A simple schematic: the amplifier's + and − terminals and each sub with its coils, wired as chosen. */
function Diagram({ type, count, option }: { type: CoilType; count: number; option: WiringOption }) {
  const dual = coilsOf(type).coils === 2;
  const w = 80 + count * 110;
  const subX = (i: number) => 90 + i * 110;
  return (
    <svg
      viewBox={`0 0 ${w} 170`}
      className="h-auto w-full max-w-xl"
      role="img"
      aria-label={`Wiring diagram: ${count} ${type} subwoofer${count > 1 ? 's' : ''}, ${describe(option, dual, count)}, ${formatOhms(option.ohms)} final load`}
    >
      <rect x="8" y="50" width="56" height="70" rx="6" className="fill-neutral-900" />
      <text x="36" y="90" textAnchor="middle" className="fill-white text-[11px] font-bold">
        AMP
      </text>
      <text x="70" y="64" className="fill-red-600 text-[12px] font-black">
        +
      </text>
      <text x="70" y="118" className="fill-neutral-500 text-[12px] font-black">
        −
      </text>
      {Array.from({ length: count }, (_, i) => (
        <g key={i}>
          <circle
            cx={subX(i) + 40}
            cy="85"
            r="38"
            className="fill-neutral-200 stroke-neutral-600"
            strokeWidth="2"
          />
          <text
            x={subX(i) + 40}
            y="89"
            textAnchor="middle"
            className="fill-neutral-800 text-[11px] font-bold"
          >
            {type}
          </text>
          {dual && (
            <text x={subX(i) + 40} y="104" textAnchor="middle" className="fill-neutral-600 text-[9px]">
              {option.coilWiring === 'series' ? 'coils series' : 'coils parallel'}
            </text>
          )}
        </g>
      ))}
      {option.subWiring === 'series' && count > 1 ? (
        <>
          <path d={`M64 60 H${subX(0) + 14}`} className="stroke-red-600" strokeWidth="3" fill="none" />
          {Array.from({ length: count - 1 }, (_, i) => (
            <path
              key={i}
              d={`M${subX(i) + 66} 85 H${subX(i + 1) + 14}`}
              className="stroke-neutral-800"
              strokeWidth="3"
              fill="none"
            />
          ))}
          <path
            d={`M${subX(count - 1) + 66} 85 V150 H40 V120`}
            className="stroke-neutral-500"
            strokeWidth="3"
            fill="none"
          />
        </>
      ) : (
        <>
          <path
            d={`M64 60 H${subX(count - 1) + 40} M${subX(0) + 40} 60 V47`}
            className="stroke-red-600"
            strokeWidth="3"
            fill="none"
          />
          {Array.from({ length: count }, (_, i) => (
            <path
              key={i}
              d={`M${subX(i) + 40} 60 V47 M${subX(i) + 40} 123 V140`}
              className="stroke-neutral-800"
              strokeWidth="3"
              fill="none"
            />
          ))}
          <path
            d={`M64 110 V140 H${subX(count - 1) + 40}`}
            className="stroke-neutral-500"
            strokeWidth="3"
            fill="none"
          />
        </>
      )}
    </svg>
  );
}

export function WiringDiagramsPage() {
  const id = useId();
  const [type, setType] = useState<CoilType>('D4');
  const [count, setCount] = useState(2);
  const options = wiringOptions(type, count);
  const dual = coilsOf(type).coils === 2;
  return (
    <ContentShell
      wide
      path="/subwoofer-wiring-diagrams"
      intro="Pick your subwoofer's voice coil and how many you run; every way to wire them is listed with the load your amplifier sees."
    >
      <form
        aria-label="Subwoofer set"
        onSubmit={(e) => e.preventDefault()}
        className="flex flex-wrap gap-6 rounded-2xl bg-white p-6 ring-1 ring-neutral-200"
      >
        <div>
          <label htmlFor={`${id}-type`} className="block text-sm font-semibold text-neutral-800">
            Voice coil
          </label>
          <select
            id={`${id}-type`}
            value={type}
            onChange={(e) => setType(e.target.value as CoilType)}
            className="mt-1 rounded-lg bg-white px-3 py-2.5 text-neutral-900 ring-1 ring-neutral-300"
          >
            {COIL_TYPES.map((t) => (
              <option key={t} value={t}>
                {COIL_LABELS[t]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-count`} className="block text-sm font-semibold text-neutral-800">
            Number of subwoofers
          </label>
          <select
            id={`${id}-count`}
            value={count}
            onChange={(e) => setCount(Number(e.target.value))}
            className="mt-1 rounded-lg bg-white px-3 py-2.5 text-neutral-900 ring-1 ring-neutral-300"
          >
            {[1, 2, 3, 4].map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </div>
      </form>
      <ul aria-label="Wiring options" className="mt-8 grid list-none! gap-6 pl-0! lg:grid-cols-2">
        {options.map((o) => (
          <li
            key={`${o.coilWiring}-${o.subWiring}`}
            className="rounded-2xl bg-white p-5 ring-1 ring-neutral-200"
          >
            <h2 className="text-lg font-black text-neutral-950">
              <span data-testid="final-ohms">{formatOhms(o.ohms)}</span> final load
            </h2>
            <p className="text-sm text-neutral-600">{describe(o, dual, count)}</p>
            {o.ohms < MIN_RECOMMENDED_OHMS && (
              <p className="mt-1 text-sm font-semibold text-red-700">
                Below 1 ohm: most amplifiers are not stable at this load.
              </p>
            )}
            <div className="mt-4">
              <Diagram type={type} count={count} option={o} />
            </div>
          </li>
        ))}
      </ul>
      <Section title="The rules">
        <ul>
          <li>In series, impedances add: two 4 ohm coils in series make 8 ohms.</li>
          <li>
            In parallel, identical impedances divide by how many there are: two 4 ohm coils in parallel make 2
            ohms.
          </li>
          <li>
            Match the final load to a load your amplifier is rated for (its RMS power at 1, 2 or 4 ohms).
          </li>
        </ul>
      </Section>
    </ContentShell>
  );
}
