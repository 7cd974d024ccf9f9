import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { emailSuggestion, isValidEmail, normalizeEmail } from './email.js';

describe('normalizeEmail', () => {
  it.each([
    ['plain address', 'john@example.com', 'john@example.com'],
    ['upper case', 'John.Doe@Example.COM', 'john.doe@example.com'],
    ['surrounding spaces', '  john@example.com  ', 'john@example.com'],
    ['inner spaces', 'jo hn @ exam ple.com', 'john@example.com'],
    ['tabs and newlines', '\tjohn@example.com\n', 'john@example.com'],
    ['mailto: prefix', 'mailto:john@example.com', 'john@example.com'],
    ['MAILTO: prefix', 'MAILTO:John@Example.com', 'john@example.com'],
    ['mailto: with a query', 'mailto:john@example.com?subject=hi', 'john@example.com'],
    ['leading dot', '.john@example.com', 'john@example.com'],
    ['leading dots', '..john@example.com', 'john@example.com'],
    ['trailing dot of the domain', 'john@example.com.', 'john@example.com'],
    ['double dot in the domain', 'john@example..com', 'john@example.com'],
    ['comma for a dot in the domain', 'john@gmail,com', 'john@gmail.com'],
    ['plus tag kept', 'john+shop@gmail.com', 'john+shop@gmail.com'],
    ['subdomains kept', 'a@mail.example.co.uk', 'a@mail.example.co.uk'],
  ])('%s', (_name, raw, expected) => {
    expect(normalizeEmail(raw)).toBe(expected);
  });

  it.each([
    'gmial',
    'gmai',
    'gnail',
    'gmal',
    'gamil',
    'gmaill',
    'gmali',
    'gmil',
    'gmaik',
    'gmsil',
    'gmeil',
    'gmall',
    'gimail',
  ])('fixes the gmail typo %s', (typo) => {
    expect(normalizeEmail(`sam@${typo}.com`)).toBe('sam@gmail.com');
  });

  it.each([
    ['hotmal.com', 'hotmail.com'],
    ['hotmial.com', 'hotmail.com'],
    ['hotamil.com', 'hotmail.com'],
    ['hotmail.co', 'hotmail.com'],
    ['hotmail.cm', 'hotmail.com'],
    ['yaho.com', 'yahoo.com'],
    ['yahooo.com', 'yahoo.com'],
    ['yhoo.com', 'yahoo.com'],
    ['yahoo.co', 'yahoo.com'],
    ['yahoo.om', 'yahoo.com'],
    ['outlok.com', 'outlook.com'],
    ['outook.com', 'outlook.com'],
    ['aoll.com', 'aol.com'],
    ['aol.cm', 'aol.com'],
    ['iclod.com', 'icloud.com'],
    ['icoud.com', 'icloud.com'],
    ['protonmal.com', 'protonmail.com'],
    ['protomail.com', 'protonmail.com'],
    ['comcat.net', 'comcast.net'],
    ['comcast.ne', 'comcast.net'],
    ['comcast.nt', 'comcast.net'],
    ['livee.com', 'live.com'],
    ['msnn.com', 'msn.com'],
    ['sbcgloble.net', 'sbcglobal.net'],
    ['verizon.nte', 'verizon.net'],
  ])('fixes the provider typo %s', (domain, fixed) => {
    expect(normalizeEmail(`sam@${domain}`)).toBe(`sam@${fixed}`);
  });

  it.each([
    ['gmail.cm', 'gmail.com'],
    ['gmail.om', 'gmail.com'],
    ['gmail.con', 'gmail.com'],
    ['gmail.co', 'gmail.com'],
    ['gmail.c', 'gmail.com'],
    ['gmail.comm', 'gmail.com'],
    ['gmail.cmo', 'gmail.com'],
    ['gmail.ocm', 'gmail.com'],
    ['gmail.vom', 'gmail.com'],
    ['gmail.xom', 'gmail.com'],
    ['gmail', 'gmail.com'],
    ['gmailcom', 'gmail.com'],
    ['gmail.', 'gmail.com'],
    ['gmial.co', 'gmail.com'],
    ['yahoocom', 'yahoo.com'],
  ])('fixes the truncated or wrong ending %s', (domain, fixed) => {
    expect(normalizeEmail(`sam@${domain}`)).toBe(`sam@${fixed}`);
  });

  it.each([
    ['example.con', 'example.com'],
    ['shop.cmo', 'shop.com'],
    ['example.nett', 'example.net'],
    ['example.ogr', 'example.org'],
  ])('fixes an ending no real domain has on any domain: %s', (domain, fixed) => {
    expect(normalizeEmail(`sam@${domain}`)).toBe(`sam@${fixed}`);
  });

  it.each([
    ['company.co (Colombia)', 'company.co'],
    ['company.cm (Cameroon)', 'company.cm'],
    ['yahoo.co.uk', 'yahoo.co.uk'],
    ['hotmail.co.uk', 'hotmail.co.uk'],
    ['hotmail.fr', 'hotmail.fr'],
    ['mail.com', 'mail.com'],
    ['me.com', 'me.com'],
    ['comcast.com', 'comcast.com'],
  ])('leaves real domains alone: %s', (_name, domain) => {
    expect(normalizeEmail(`sam@${domain}`)).toBe(`sam@${domain}`);
  });

  it.each([
    ['empty', ''],
    ['spaces only', '   '],
    ['no @', 'john.example.com'],
    ['two @', 'john@doe@example.com'],
    ['nothing before @', '@example.com'],
    ['nothing after @', 'john@'],
    ['no dot in an unknown domain', 'john@localhost'],
    ['domain label starting with a hyphen', 'john@-example.com'],
    ['domain label ending with a hyphen', 'john@example-.com'],
    ['numeric TLD', 'john@example.123'],
    ['one-letter TLD', 'john@example.x'],
    ['IP literal', 'john@[127.0.0.1]'],
    ['trailing dot in the local part', 'john.@example.com'],
    ['double dot in the local part', 'jo..hn@example.com'],
    ['comma in the local part', 'jo,hn@example.com'],
    ['quote in the local part', 'jo"hn@example.com'],
    ['angle brackets', 'John <john@example.com>'],
    ['non-ASCII domain', 'john@exämple.com'],
    ['underscore in the domain', 'john@exa_mple.com'],
    ['local part of 65', `${'a'.repeat(65)}@example.com`],
    ['domain label of 64', `john@${'a'.repeat(64)}.com`],
    [
      'over 254 characters',
      `${'a'.repeat(64)}@${Array.from({ length: 4 }, () => 'b'.repeat(60)).join('.')}.com`,
    ],
    ['absurdly long input', `${'a'.repeat(5000)}@example.com`],
  ])('answers null for %s', (_name, raw) => {
    expect(normalizeEmail(raw)).toBeNull();
  });

  it('accepts the limits exactly: local part 64, label 63, 254 in all', () => {
    expect(normalizeEmail(`${'a'.repeat(64)}@example.com`)).not.toBeNull();
    expect(normalizeEmail(`john@${'a'.repeat(63)}.com`)).not.toBeNull();
    const domain = `${['b'.repeat(63), 'c'.repeat(63), 'd'.repeat(63)].join('.')}.com`; // 195
    const local = 'a'.repeat(254 - 1 - domain.length); // 58
    const email = `${local}@${domain}`;
    expect(email).toHaveLength(254);
    expect(normalizeEmail(email)).toBe(email);
    expect(normalizeEmail(`a${email}`)).toBeNull();
  });

  it('answers null for non-strings', () => {
    for (const v of [null, undefined, 42, {}, ['a@b.com']]) expect(normalizeEmail(v)).toBeNull();
  });

  it('property: normalising twice changes nothing', () => {
    const piece = fc.stringMatching(/^[A-Za-z0-9 .@,+_-]{0,20}$/);
    const domains = fc.constantFrom(
      'gmial.co',
      'gmail',
      'yahoo.cm',
      'example.con',
      'Hotmail.Com',
      'x.co.uk',
      'gmailcom',
    );
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.emailAddress(),
          fc.tuple(piece, domains).map(([l, d]) => `${l}@${d}`),
        ),
        (raw) => {
          const once = normalizeEmail(raw);
          if (once !== null) expect(normalizeEmail(once)).toBe(once);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('property: a normalised email is valid or null', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.emailAddress(),
          fc.emailAddress().map((e) => ` MAILTO:.${e.toUpperCase()} `),
        ),
        (raw) => {
          const n = normalizeEmail(raw);
          expect(n === null || (isValidEmail(n) && n === n.toLowerCase() && !/\s/.test(n))).toBe(true);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('property: a plain valid address within the limits is kept as its lower-case self', () => {
    const local = fc
      .stringMatching(/^[a-z0-9]([a-z0-9._+-]{0,20}[a-z0-9])?$/)
      .filter((s) => !s.includes('..'));
    const label = fc.stringMatching(/^[a-z0-9]([a-z0-9-]{0,10}[a-z0-9])?$/);
    fc.assert(
      fc.property(local, label, fc.constantFrom('com', 'net', 'org', 'io', 'de'), (l, d, tld) => {
        fc.pre(d.length > 7 || !/^(gm|ho|ya|ou|ao|ic|pr|co|li|ms|ym|sb|ve|at)/.test(d));
        const email = `${l}@${d}.${tld}`;
        expect(normalizeEmail(email.toUpperCase())).toBe(normalizeEmail(email));
      }),
    );
  });
});

describe('isValidEmail', () => {
  it.each(['a@b.co', 'john.doe+x@mail.example.com', "o'brien@example.ie", 'x@xn--bcher-kva.example'])(
    'accepts %s',
    (e) => {
      expect(isValidEmail(e)).toBe(true);
    },
  );
  it.each([
    '',
    'a@b',
    'a@@b.com',
    'a b@c.com',
    '.a@b.com',
    'a.@b.com',
    'a@b..com',
    'a@b.c',
    'a@-b.com',
    42,
    null,
  ])('refuses %s', (e) => {
    expect(isValidEmail(e)).toBe(false);
  });
});

describe('emailSuggestion', () => {
  it.each([
    ['a gmail typo with a wrong ending', 'guest.buyer@gmial.con', 'guest.buyer@gmail.com'],
    ['a truncated ending of a provider', 'a@yahoo.cm', 'a@yahoo.com'],
    ['a typo typed in capitals', '  Sam@Hotmial.COM ', 'sam@hotmail.com'],
    ['an ending no real domain has', 'pat@example.con', 'pat@example.com'],
    ['a missing dot before the ending', 'pat@gmailcom', 'pat@gmail.com'],
    ['a mailto: prefix', 'mailto:pat@example.com', 'pat@example.com'],
  ])('offers the fix for %s', (_name, raw, expected) => {
    expect(emailSuggestion(raw)).toBe(expected);
  });

  it.each([
    ['only letter case and a trailing space differ', 'Bob@Gmail.com '],
    ['inner spaces only', 'bo b@gmail.com'],
    ['a valid address of an unknown domain', 'pat@skar-dealer.io'],
    ['a real ccTLD that looks like a typo', 'pat@company.co'],
    ['an invalid address', 'pat@'],
    ['an address no fix can make valid', 'jo..hn@gmial.com'],
    ['an empty value', ''],
  ])('offers nothing when %s', (_name, raw) => {
    expect(emailSuggestion(raw)).toBeNull();
  });

  it('offers nothing for non-strings', () => {
    for (const v of [null, undefined, 42, {}, ['a@gmial.com']]) expect(emailSuggestion(v)).toBeNull();
  });

  it('offers nothing for its own suggestion, so taking it ends the question', () => {
    expect(emailSuggestion(emailSuggestion('guest.buyer@gmial.con'))).toBeNull();
  });

  it('property: a suggestion is null or a valid address equal to normalizeEmail of the input', () => {
    const piece = fc.stringMatching(/^[A-Za-z0-9 .@,+_-]{0,20}$/);
    const domains = fc.constantFrom(
      'gmial.con',
      'yahoo.cm',
      'Gmail.com',
      'example.con',
      'x.co.uk',
      'gmailcom',
    );
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.emailAddress(),
          fc.tuple(piece, domains).map(([l, d]) => `${l}@${d}`),
          fc.emailAddress().map((e) => ` ${e.toUpperCase()} `),
        ),
        (raw) => {
          const suggestion = emailSuggestion(raw);
          if (suggestion === null) return;
          expect(isValidEmail(suggestion)).toBe(true);
          expect(suggestion).toBe(normalizeEmail(raw));
          expect(suggestion).not.toBe(raw.replace(/\s+/g, '').toLowerCase());
        },
      ),
      { numRuns: 2000 },
    );
  });
});
