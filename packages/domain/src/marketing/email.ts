/**
 * Email normalisation (spec shopping-and-account.md section 5): strip spaces and a mailto: prefix or a
 * leading dot, lower-case, exactly one @, fix common typos of the large providers and truncated or wrong
 * endings, then check: at most 254 characters, local part 64, each domain label 63. Null when invalid.
 */

export const EMAIL_MAX_LENGTH = 254;
export const EMAIL_LOCAL_MAX_LENGTH = 64;
export const EMAIL_LABEL_MAX_LENGTH = 63;

type Provider = { name: string; tld: string; typos: readonly string[] };

/** The large providers, their right top-level domain and the misspellings of their name that we fix. */
// prettier-ignore
const PROVIDERS: readonly Provider[] = [
  {
    name: 'gmail',
    tld: 'com',
    typos: [
      'gmial', 'gmai', 'gnail', 'gmal', 'gamil', 'gmaill', 'gmali', 'gmil', 'gmaik', 'gmsil', 'gmeil', 'gmall',
      'gimail', 'gemail', 'ggmail', 'gmaul', 'gmaiil', 'gmaile', 'gmakl', 'gmaio', 'gmqil', 'gmwil', 'gmzil',
      'gmael', 'gimal', 'gmaol', 'gmaij', 'gmailm', 'gmaiol', 'gmauil', 'gnmail', 'gmmail', 'gmiil',
    ],
  },
  {
    name: 'hotmail',
    tld: 'com',
    typos: [
      'hotmal', 'hotmial', 'hotmai', 'hotmil', 'hotamil', 'hotmaill', 'hormail', 'homail', 'hotnail', 'hotmsil',
      'hotmali', 'hoymail', 'hptmail', 'htmail', 'hotmaik', 'hotmeil', 'hotmall', 'hitmail', 'hotmaul', 'hottmail',
      'hotrmail', 'hotmiall', 'hotmaio', 'hotmaiil',
    ],
  },
  {
    name: 'yahoo',
    tld: 'com',
    typos: ['yaho', 'yahooo', 'yhoo', 'yahho', 'yaoo', 'yhaoo', 'yahop', 'uahoo', 'yajoo', 'yahpo', 'yaboo', 'tahoo', 'yahoi', 'yhaoo', 'yahhoo', 'yaahoo', 'ayhoo', 'yahooi'],
  },
  {
    name: 'outlook',
    tld: 'com',
    typos: ['outlok', 'outllok', 'outook', 'otlook', 'outlool', 'oulook', 'outloo', 'outlookk', 'outlock', 'ooutlook', 'outloook', 'outlokk', 'putlook', 'iutlook'],
  },
  { name: 'aol', tld: 'com', typos: ['aoll', 'aool', 'aoo'] },
  {
    name: 'icloud',
    tld: 'com',
    typos: ['iclod', 'icoud', 'iclould', 'icluod', 'iclud', 'icolud', 'iclou', 'icould', 'icliud', 'iclooud', 'icloude', 'icluud', 'iclouf', 'ocloud', 'icliud'],
  },
  {
    name: 'protonmail',
    tld: 'com',
    typos: ['protonmal', 'protonmial', 'protonmai', 'protomail', 'protonmil', 'protonmaill', 'protonnail', 'prtonmail', 'protonamil', 'protonmsil'],
  },
  { name: 'comcast', tld: 'net', typos: ['comcat', 'comcst', 'comcas', 'concast', 'comast', 'comcaast', 'comcasr', 'ccomcast', 'cmcast'] },
  { name: 'live', tld: 'com', typos: ['livee', 'lve', 'livr'] },
  { name: 'msn', tld: 'com', typos: ['msnn', 'mns'] },
  { name: 'ymail', tld: 'com', typos: ['ymial', 'ymai', 'ymal'] },
  { name: 'sbcglobal', tld: 'net', typos: ['sbcgloble', 'sbcgobal', 'sbcglobel', 'sbcglobl', 'sbglobal', 'sbcglbal'] },
  { name: 'verizon', tld: 'net', typos: ['verizen', 'verison', 'verzon', 'varizon', 'verizom'] },
  { name: 'att', tld: 'net', typos: [] },
];

/** Misspelled or truncated endings of a provider's right top-level domain. */
// prettier-ignore
const WRONG_ENDINGS: Record<string, readonly string[]> = {
  com: ['c', 'cm', 'om', 'co', 'con', 'cmo', 'ocm', 'comm', 'vom', 'xom', 'cpm', 'cim', 'coom', 'comn', 'cok', 'ckm', 'clm', 'cn', 'm', 'comc', 'ccom', 'coim'],
  net: ['ne', 'nt', 'et', 'bet', 'met', 'nett', 'nte', 'ner', 'neet', 'c', 'cm', 'om', 'co', 'con', 'n'],
};

/** Endings that no real top-level domain has, fixed for every domain (cm, om and co are real ccTLDs). */
// prettier-ignore
const GLOBAL_ENDING_FIXES: Record<string, string> = {
  con: 'com', cmo: 'com', ocm: 'com', comm: 'com', vom: 'com', xom: 'com', cpm: 'com', cim: 'com',
  coom: 'com', comn: 'com', cok: 'com', ckm: 'com', clm: 'com', nett: 'net', nte: 'net', ogr: 'org',
  orgg: 'org', edy: 'edu',
};

const byName = new Map<string, Provider>();
for (const p of PROVIDERS) {
  byName.set(p.name, p);
  for (const typo of p.typos) if (!byName.has(typo)) byName.set(typo, p);
}

const LOCAL_CHARS = /^[a-z0-9!#$%&'*+/=?^_`{|}~.-]+$/;
const LABEL = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/;
const TLD = /^(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;

/** The provider's canonical domain when `name.tld` (or `nametld`, `name`) is a provider with a fixable typo. */
function fixProviderDomain(domain: string): string {
  const labels = domain.split('.');
  if (labels.length === 1) {
    const only = labels[0] ?? '';
    const direct = byName.get(only);
    if (direct) return `${direct.name}.${direct.tld}`;
    // "gmailcom", "yahoocm": the dot is missing.
    for (const [name, provider] of byName) {
      if (!only.startsWith(name)) continue;
      const rest = only.slice(name.length);
      if (rest === provider.tld || (WRONG_ENDINGS[provider.tld] ?? []).includes(rest))
        return `${provider.name}.${provider.tld}`;
    }
    return domain;
  }
  if (labels.length !== 2) return domain;
  const [name = '', tld = ''] = labels;
  const provider = byName.get(name);
  if (!provider) return domain;
  const fixedTld = tld === '' || (WRONG_ENDINGS[provider.tld] ?? []).includes(tld) ? provider.tld : tld;
  return `${provider.name}.${fixedTld}`;
}

/** The last label fixed when it is an ending no real top-level domain has (".con" becomes ".com"). */
function fixGlobalEnding(domain: string): string {
  const dot = domain.lastIndexOf('.');
  if (dot < 0) return domain;
  const fixed = GLOBAL_ENDING_FIXES[domain.slice(dot + 1)];
  return fixed ? `${domain.slice(0, dot + 1)}${fixed}` : domain;
}

/** True for an address of the checked form: one @, the length limits, a dotted domain with a real-looking TLD. */
export function isValidEmail(value: unknown): value is string {
  if (typeof value !== 'string' || value.length > EMAIL_MAX_LENGTH) return false;
  const at = value.indexOf('@');
  if (at <= 0 || at !== value.lastIndexOf('@')) return false;
  const local = value.slice(0, at).toLowerCase();
  const domain = value.slice(at + 1).toLowerCase();
  if (local.length > EMAIL_LOCAL_MAX_LENGTH || !LOCAL_CHARS.test(local)) return false;
  if (local.startsWith('.') || local.endsWith('.') || local.includes('..')) return false;
  const labels = domain.split('.');
  if (labels.length < 2) return false;
  for (const label of labels) {
    if (label.length === 0 || label.length > EMAIL_LABEL_MAX_LENGTH || !LABEL.test(label)) return false;
  }
  return TLD.test(labels[labels.length - 1] ?? '');
}

/** The normalised address, or null when it cannot be made valid. Normalising twice changes nothing. */
export function normalizeEmail(raw: unknown): string | null {
  if (typeof raw !== 'string') return null;
  // A pasted value can be long; anything far above the limit cannot become valid.
  if (raw.length > 4 * EMAIL_MAX_LENGTH) return null;
  let value = raw.replace(/\s+/g, '').toLowerCase();
  if (value.startsWith('mailto:')) {
    value = value.slice('mailto:'.length);
    const query = value.indexOf('?');
    if (query >= 0) value = value.slice(0, query);
  }
  value = value.replace(/^\.+/, '');
  const at = value.indexOf('@');
  if (at <= 0 || at !== value.lastIndexOf('@')) return null;
  const local = value.slice(0, at);
  let domain = value
    .slice(at + 1)
    .replace(/,/g, '.')
    .replace(/\.{2,}/g, '.')
    .replace(/^\.+|\.+$/g, '');
  domain = fixGlobalEnding(fixProviderDomain(domain));
  const email = `${local}@${domain}`;
  return isValidEmail(email) ? email : null;
}

/**
 * The address to offer a shopper ("Did you mean …?"): what normalizeEmail makes of the typed value when it
 * changes more than spacing and letter case (a provider typo, a wrong ending, a mailto: prefix). Null when
 * there is nothing to fix beyond that, or when the value cannot be made valid.
 */
export function emailSuggestion(raw: unknown): string | null {
  const normalized = normalizeEmail(raw);
  if (normalized === null || typeof raw !== 'string') return null;
  return normalized === raw.replace(/\s+/g, '').toLowerCase() ? null : normalized;
}
