/** Box design maths: dimensions are outside measurements in inches; volumes are in cubic feet. */
export const CUBIC_INCHES_PER_CUBIC_FOOT = 1728;

export type BoxInput = {
  width: number;
  height: number;
  depth: number;
  /** Wood thickness (0.75 for 3/4" MDF). */
  thickness: number;
  subwooferCount: number;
  /** Displacement of one subwoofer, in cubic feet (from its spec sheet). */
  displacementPerSub: number;
};

export type BoxResult =
  | { ok: true; grossCubicFeet: number; displacementCubicFeet: number; netCubicFeet: number }
  | { ok: false; error: string };

const round3 = (n: number) => Math.round(n * 1000) / 1000;

/** Internal (gross) volume from the outside size less two wood thicknesses per axis, minus sub displacement. */
export function boxVolume(input: BoxInput): BoxResult {
  const { width, height, depth, thickness, subwooferCount, displacementPerSub } = input;
  const dims = [width, height, depth];
  if (dims.some((d) => !Number.isFinite(d) || d <= 0))
    return { ok: false, error: 'Enter a width, height and depth above 0.' };
  if (!Number.isFinite(thickness) || thickness < 0)
    return { ok: false, error: 'Enter a wood thickness of 0 or more.' };
  if (dims.some((d) => d - 2 * thickness <= 0))
    return { ok: false, error: 'The wood is too thick for these dimensions.' };
  if (!Number.isInteger(subwooferCount) || subwooferCount < 0)
    return { ok: false, error: 'Enter a whole number of subwoofers.' };
  if (!Number.isFinite(displacementPerSub) || displacementPerSub < 0)
    return { ok: false, error: 'Enter a displacement of 0 or more.' };
  const inner = dims.reduce((v, d) => v * (d - 2 * thickness), 1);
  const gross = inner / CUBIC_INCHES_PER_CUBIC_FOOT;
  const displacement = subwooferCount * displacementPerSub;
  const net = gross - displacement;
  if (net <= 0) return { ok: false, error: 'The subwoofers take up more room than the box has.' };
  return {
    ok: true,
    grossCubicFeet: round3(gross),
    displacementCubicFeet: round3(displacement),
    netCubicFeet: round3(net),
  };
}
