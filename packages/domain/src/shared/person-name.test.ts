import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  FULL_NAME_MAX,
  PERSON_NAME_MAX,
  PERSON_NAME_MESSAGES as M,
  PersonNameSchema,
  personNameProblem,
  personNameSchema,
  personNameTooLongMessage,
} from './person-name.js';

describe('personNameProblem', () => {
  it.each([
    'Bob',
    'José',
    'Zoë Saldaña',
    "O'Brien",
    'D’Angelo',
    'Jean-Luc',
    'Mary Ann',
    'J.R.R.',
    'St. John',
    'Nguyễn Văn',
    '李小龙',
    'Ольга',
    'Σωκράτης',
    'محمد',
    'יוסף',
    'अनुष्का',
    'Ramón y Cajal',
    'Paral·lel',
    'ジョン・スミス',
    'علی\u200cرضا',
  ])('accepts the real name %j', (name) => {
    expect(personNameProblem(name)).toBeNull();
  });

  it.each([
    ['', M.required],
    ['   ', M.required],
    ['Bob\nSmith', M.control],
    ['Bob\u0000', M.control],
    ['Bob\u0085', M.control],
    ['Bob\u202eevil', M.bidi],
    ['\u2066Bob\u2069', M.bidi],
    ['Bob\u200f', M.bidi],
    ['B\u200bob', M.invisible],
    ['Bo\ufeffb', M.invisible],
    ['B\u200dob', M.invisible],
    ['Bo\u00adb', M.invisible],
    ['visit http://x.example', M.address],
    ['www.skar', M.address],
    ['example.com', M.address],
    ['SKAR.AUDIO', M.address],
    ['bob@example', M.address],
    ['you won!', M.letters],
    ['Bob 2', M.letters],
    ['<b>Bob</b>', M.letters],
    ['--', M.letters],
  ])('refuses %j: %s', (name, message) => {
    expect(personNameProblem(name)).toBe(message);
  });

  it('refuses a name longer than 60 characters, counted as characters not code units', () => {
    expect(personNameProblem('a'.repeat(PERSON_NAME_MAX))).toBeNull();
    expect(personNameProblem('李'.repeat(PERSON_NAME_MAX))).toBeNull();
    expect(personNameProblem('a'.repeat(PERSON_NAME_MAX + 1))).toBe(personNameTooLongMessage(60));
    expect(personNameProblem('a'.repeat(100_000))).toBe('Use at most 60 characters');
  });

  it('allows a longer full name when asked', () => {
    expect(personNameProblem('Ann '.repeat(25).trim(), FULL_NAME_MAX)).toBeNull();
  });
});

describe('PersonNameSchema', () => {
  it('keeps the name trimmed, NFC, with one plain space between words', () => {
    expect(PersonNameSchema.parse('  Jose\u0301\u00a0 Luis ')).toBe('José Luis');
  });

  it("answers the rule's message as the issue", () => {
    const result = personNameSchema().safeParse('Welcome to Skar Audio, you won! visit http://x.example');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(M.address);
  });
});

describe('personNameProblem properties', () => {
  const letter = fc.constantFrom(...'abcxyzÀéñøßЖжλΩ李明محمدअन'.split(''));
  const word = fc.array(letter, { minLength: 1, maxLength: 8 }).map((cs) => cs.join(''));
  const name = fc
    .tuple(word, fc.array(fc.tuple(fc.constantFrom(' ', '-', "'"), word), { maxLength: 3 }))
    .map(([first, rest]) => first + rest.map(([sep, w]) => sep + w).join(''));
  const hidden = fc.constantFrom(
    ...[0, 9, 10, 13, 0x1b, 0x7f, 0x85, 0x202a, 0x202e, 0x2066, 0x2069, 0x200b, 0x2060, 0xfeff],
  );

  it('accepts any name of letters joined by spaces, hyphens and apostrophes', () => {
    fc.assert(fc.property(name, (n) => personNameProblem(n) === null));
  });

  it('refuses any name with a control, direction or zero-width character inside it', () => {
    fc.assert(
      fc.property(name, hidden, fc.nat(), (n, code, at) => {
        const i = 1 + (at % n.length);
        return personNameProblem(n.slice(0, i) + String.fromCodePoint(code) + n.slice(i) + 'a') !== null;
      }),
    );
  });

  it('refuses any name holding a web address', () => {
    const tld = fc.constantFrom('com', 'net', 'audio', 'io', 'ru');
    fc.assert(fc.property(name, word, tld, (n, host, t) => personNameProblem(`${n} ${host}.${t}`) !== null));
  });

  it('never lets through what its schema then changes into a refused name', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 20 }), (s) => {
        const parsed = PersonNameSchema.safeParse(s);
        return !parsed.success || personNameProblem(parsed.data) === null;
      }),
    );
  });
});
