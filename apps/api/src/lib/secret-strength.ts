/**
 * Whether a signing secret looks made by a random generator (decision 060): long enough, many different
 * characters, enough Shannon bits over its characters, no repeated pattern, no run like `abcd` or `1234`.
 * An estimate, not a proof: it refuses what a person types (`aaaa…`, `secret-secret-…`), and a secret from
 * `openssl rand -base64 48` (64 characters, about 350 bits by this count) always passes.
 */
export const SECRET_MIN_LENGTH = 32;
/** Estimated bits over the whole secret (32 random hex characters count about 112, so they are refused). */
export const SECRET_MIN_BITS = 128;
const MIN_DISTINCT = 10;
/** The share of three-character pieces that may repeat: a random secret repeats almost none. */
const MAX_REPEATED_TRIGRAMS = 0.25;
/** The share of neighbours one apart (ab, 21): random base64 has about 3 in 100, random hex about 12. */
const MAX_SEQUENTIAL_PAIRS = 0.5;

export const MAKE_SECRET_HELP = 'make one with: openssl rand -base64 48';

/** Shannon entropy of the characters' frequencies, times the length: the secret's bits by this estimate. */
export function estimatedBits(secret: string): number {
  const chars = [...secret];
  const counts = new Map<string, number>();
  for (const c of chars) counts.set(c, (counts.get(c) ?? 0) + 1);
  let perChar = 0;
  for (const n of counts.values()) perChar -= (n / chars.length) * Math.log2(n / chars.length);
  return perChar * chars.length;
}

function repeatedTrigramShare(chars: string[]): number {
  const total = chars.length - 2;
  const distinct = new Set(chars.slice(0, total).map((c, i) => c + chars[i + 1] + chars[i + 2])).size;
  return 1 - distinct / total;
}

function sequentialPairShare(chars: string[]): number {
  const codes = chars.map((c) => c.codePointAt(0)!);
  const steps = codes.slice(1).filter((code, i) => Math.abs(code - codes[i]!) === 1).length;
  return steps / (codes.length - 1);
}

/** Why the secret is refused, for a one-line configuration error; null when it is strong enough. */
export function weakSecretReason(secret: string): string | null {
  const chars = [...secret];
  if (chars.length < SECRET_MIN_LENGTH) return `must be at least ${SECRET_MIN_LENGTH} characters`;
  if (new Set(chars).size < MIN_DISTINCT) return `uses fewer than ${MIN_DISTINCT} different characters`;
  if (repeatedTrigramShare(chars) > MAX_REPEATED_TRIGRAMS) return 'repeats a pattern';
  if (sequentialPairShare(chars) > MAX_SEQUENTIAL_PAIRS) return 'runs in sequence (like abcd or 1234)';
  const bits = estimatedBits(secret);
  if (bits < SECRET_MIN_BITS)
    return `is too predictable (about ${Math.floor(bits)} bits, ${SECRET_MIN_BITS} needed)`;
  return null;
}
