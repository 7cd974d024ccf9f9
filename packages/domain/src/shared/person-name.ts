/**
 * The one rule for a person's name, whichever form takes it (registration, profile, addresses, checkout, the
 * dealer application's contact): letters of any script with their accents, spaces, apostrophes, hyphens and
 * periods. What it refuses is what a name would otherwise carry into a mail or a page: control characters,
 * hidden direction marks and zero-width characters, web and email addresses (decision 060).
 */
import { z } from 'zod';

/** The longest first or last name, in characters (code points). */
export const PERSON_NAME_MAX = 60;
/** The longest full name (first and last in one field: the dealer application's contact). */
export const FULL_NAME_MAX = 120;

export const PERSON_NAME_MESSAGES = {
  required: 'Required',
  control: 'Remove the line breaks, tabs and other control characters',
  bidi: 'Remove the hidden text-direction characters',
  invisible: 'Remove the invisible characters (like zero-width spaces)',
  address: 'A name cannot contain a web or email address (after a period, put a space: "St. John")',
  letters: 'Use letters, spaces, apostrophes, hyphens and periods only',
} as const;

export const personNameTooLongMessage = (max: number) => `Use at most ${max} characters`;

const CONTROL = /\p{Cc}/u;
/** Bidi embeddings, overrides and isolates, and the direction marks (LRM, RLM, ALM). */
const BIDI = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/u;
const FORMAT = /\p{Cf}/u;
const JOINERS = new Set(['\u200c', '\u200d']);
const LETTER = /^[\p{L}\p{M}]$/u;
/** Scripts that never need a joiner in a name, so that one there only hides something. */
const NO_JOINER_SCRIPTS = /[\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}]/u;
const WEB_ADDRESS = /https?:|:\/\/|www\.|@|[\p{L}\p{M}]\.[A-Za-z]{2,}(?![\p{L}\p{M}])/iu;
/** Letters and marks, spaces, apostrophes (' ’ ʼ), hyphens (- ‐), periods and middle dots (· ・). */
const NAME_CHARS = /^[\p{L}\p{M} '\u2019\u02bc\-\u2010.\u00b7\u30fb]+$/u;

/** Whether a zero-width joiner or non-joiner sits inside a word of a script that uses one (Persian, Hindi). */
function isScriptJoiner(chars: string[], i: number): boolean {
  const [before, after] = [chars[i - 1] ?? '', chars[i + 1] ?? ''];
  return [before, after].every((c) => LETTER.test(c) && !NO_JOINER_SCRIPTS.test(c));
}

function hasInvisible(value: string): boolean {
  const chars = [...value];
  return chars.some((c, i) => FORMAT.test(c) && !(JOINERS.has(c) && isScriptJoiner(chars, i)));
}

/** A name as it is kept: NFC, trimmed, each run of spaces (any kind) one plain space. */
export function normalizePersonName(value: string): string {
  return value
    .normalize('NFC')
    .trim()
    .replace(/\p{Zs}+/gu, ' ');
}

/** Why a name is refused (the message for its field), or null when it is a name. Reads the normalized form. */
export function personNameProblem(raw: string, max: number = PERSON_NAME_MAX): string | null {
  if (raw.length > max * 8) return personNameTooLongMessage(max);
  const value = normalizePersonName(raw);
  if (value === '') return PERSON_NAME_MESSAGES.required;
  if ([...value].length > max) return personNameTooLongMessage(max);
  if (CONTROL.test(value)) return PERSON_NAME_MESSAGES.control;
  if (BIDI.test(value)) return PERSON_NAME_MESSAGES.bidi;
  if (hasInvisible(value)) return PERSON_NAME_MESSAGES.invisible;
  if (WEB_ADDRESS.test(value)) return PERSON_NAME_MESSAGES.address;
  const visible = value.replace(/[\u200c\u200d]/g, '');
  if (!NAME_CHARS.test(visible) || !/\p{L}/u.test(visible)) return PERSON_NAME_MESSAGES.letters;
  return null;
}

/** A person's name in a request body: refused with personNameProblem's message, kept normalized. */
export const personNameSchema = (max: number = PERSON_NAME_MAX) =>
  z
    .string()
    .superRefine((value, ctx) => {
      const message = personNameProblem(value, max);
      if (message) ctx.addIssue({ code: 'custom', message });
    })
    .transform(normalizePersonName);

export const PersonNameSchema = personNameSchema();
