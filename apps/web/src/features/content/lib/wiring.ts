/** Subwoofer wiring maths: final impedance for 1 to 4 identical subwoofers. */
export const COIL_TYPES = ['S2', 'S4', 'D1', 'D2', 'D4'] as const;
export type CoilType = (typeof COIL_TYPES)[number];
export type Wiring = 'series' | 'parallel';

export const COIL_LABELS: Record<CoilType, string> = {
  S2: 'Single 2 ohm voice coil (S2)',
  S4: 'Single 4 ohm voice coil (S4)',
  D1: 'Dual 1 ohm voice coils (D1)',
  D2: 'Dual 2 ohm voice coils (D2)',
  D4: 'Dual 4 ohm voice coils (D4)',
};

export function coilsOf(type: CoilType): { coils: 1 | 2; ohms: number } {
  return { coils: type.startsWith('D') ? 2 : 1, ohms: Number(type.slice(1)) };
}

/** One subwoofer's load: a single coil as is; dual coils in series add, in parallel halve. */
export function subImpedance(type: CoilType, coilWiring: Wiring): number {
  const { coils, ohms } = coilsOf(type);
  if (coils === 1) return ohms;
  return coilWiring === 'series' ? ohms * 2 : ohms / 2;
}

/** The load the amplifier sees: n identical subs in series add, in parallel divide. */
export function finalImpedance(type: CoilType, count: number, coilWiring: Wiring, subWiring: Wiring): number {
  if (!Number.isInteger(count) || count < 1 || count > 4) throw new RangeError('count must be 1 to 4');
  const z = subImpedance(type, coilWiring);
  return subWiring === 'series' ? z * count : z / count;
}

export type WiringOption = { coilWiring: Wiring | null; subWiring: Wiring | null; ohms: number };

/** Every distinct way to wire the set, with its final impedance (lowest first). */
export function wiringOptions(type: CoilType, count: number): WiringOption[] {
  const dual = coilsOf(type).coils === 2;
  const coilChoices: (Wiring | null)[] = dual ? ['series', 'parallel'] : [null];
  const subChoices: (Wiring | null)[] = count > 1 ? ['series', 'parallel'] : [null];
  const out: WiringOption[] = [];
  for (const c of coilChoices)
    for (const s of subChoices)
      out.push({
        coilWiring: c,
        subWiring: s,
        ohms: finalImpedance(type, count, c ?? 'series', s ?? 'series'),
      });
  return out.sort((a, b) => a.ohms - b.ohms);
}

/** Most monoblock amplifiers are stable down to 1 ohm; below that is not recommended. */
export const MIN_RECOMMENDED_OHMS = 1;

export function formatOhms(ohms: number): string {
  return `${Number.isInteger(ohms) ? ohms : ohms.toFixed(2).replace(/0$/, '')} ohm${ohms === 1 ? '' : 's'}`;
}
