/**
 * Human hints for values written in the wrong form: each pattern and format of the schemas, and
 * the weekday names, times and percents the loader reads, get a sentence that names what the value
 * should be and, when it can be guessed, the value to write ('"4pm" is not a time: write "16:00"').
 * Never a regular expression. Browser-safe.
 */
import { closestMatch } from './did-you-mean.js';

/** What a pattern or format stands for; every pattern and format of schemas/*.schema.json has one. */
export type ValueKind =
  | 'name'
  | 'shop-id'
  | 'decimal'
  | 'unsigned-decimal'
  | 'dollars'
  | 'time-zone'
  | 'base-path'
  | 'date'
  | 'country'
  | 'json-file'
  | 'time'
  | 'end-time'
  | 'rule-id'
  | 'promo-code'
  | 'order-path'
  | 'page-path'
  | 'http-url'
  | 'code'
  | 'date-time'
  | 'local-date-time'
  | 'url';

/** Every pattern of the schemas, by its text, with what it stands for. */
export const PATTERN_KINDS: Readonly<Record<string, ValueKind>> = {
  '^[a-z0-9][a-z0-9-]*$': 'name',
  '^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$': 'shop-id',
  '^-?[0-9]+(\\.[0-9]+)?$': 'decimal',
  '^[0-9]+(\\.[0-9]+)?$': 'unsigned-decimal',
  '^[0-9]+(\\.[0-9]{1,2})?$': 'dollars',
  '^[A-Za-z_]+(/[A-Za-z0-9_+-]+)*$': 'time-zone',
  '^(/[a-z0-9-]+)*/?$': 'base-path',
  '^\\d{4}-\\d{2}-\\d{2}$': 'date',
  '^[A-Z]{2}$': 'country',
  '\\.json$': 'json-file',
  '^([01][0-9]|2[0-3]):[0-5][0-9]$': 'time',
  '^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$': 'end-time',
  '^[A-Za-z0-9][A-Za-z0-9_.:-]*$': 'rule-id',
  '^[A-Za-z0-9_-]{2,32}$': 'promo-code',
  '^/[a-z0-9/-]*$': 'order-path',
  '^/[A-Za-z0-9/-]*$': 'page-path',
  '^https?://': 'http-url',
  '^[A-Z][A-Z0-9_]*$': 'code',
  '^[0-9]{4}-[0-9]{2}-[0-9]{2}(T[0-9]{2}:[0-9]{2}(:[0-9]{2})?)?$': 'local-date-time',
};

/** Every format of the schemas with what it stands for. */
export const FORMAT_KINDS: Readonly<Record<string, ValueKind>> = {
  date: 'date',
  'date-time': 'date-time',
  uri: 'url',
};

/** A value as the hint quotes it: strings in double quotes, anything else as JSON. */
function shown(value: unknown): string {
  return typeof value === 'string' ? JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value) : JSON.stringify(value) ?? String(value);
}

const pad = (n: number): string => String(n).padStart(2, '0');

/**
 * The "HH:mm" a written time most likely means ("4pm" -> "16:00", "9:30" -> "09:30", "1600" ->
 * "16:00", "noon" -> "12:00"), or undefined. `end` allows "24:00" (midnight at the end of a day);
 * `past` allows hours up to 48 (opening hours that run past midnight).
 */
export function suggestTime(value: unknown, options: { readonly end?: boolean; readonly past?: boolean } = {}): string | undefined {
  if (typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 24) return suggestTime(`${value}:00`, options);
  if (typeof value !== 'string') return undefined;
  const text = value.trim().toLowerCase().replace(/\s+/g, ' ');
  if (text === 'noon' || text === 'midday') return '12:00';
  if (text === 'midnight') return options.end || options.past ? '24:00' : '00:00';
  let m = /^(\d{1,2})(?:\s*[:.h]\s*(\d{2}))?\s*(a\.?m\.?|p\.?m\.?|a|p)?$/.exec(text);
  if (!m) {
    const compact = /^(\d{1,2})(\d{2})\s*(a\.?m\.?|p\.?m\.?|a|p)?$/.exec(text);
    if (compact) m = compact;
  }
  if (!m) return undefined;
  let hours = Number(m[1]);
  const minutes = m[2] === undefined ? 0 : Number(m[2]);
  const half = m[3]?.[0];
  if (minutes > 59) return undefined;
  if (half !== undefined) {
    if (hours < 1 || hours > 12) return undefined;
    if (half === 'a') hours = hours === 12 ? 0 : hours;
    else hours = hours === 12 ? 12 : hours + 12;
    if (hours === 0 && minutes === 0 && (options.end || options.past) && half === 'a') return '24:00';
  }
  if (hours > 48 || (hours === 48 && minutes > 0)) return undefined;
  if (!options.past && hours >= 24) {
    if (hours === 24 && minutes === 0) return options.end ? '24:00' : '00:00';
    // A schedule time past 24:00 is written as the next day's time (a "to" before "from" runs past midnight).
    return `${pad(hours - 24)}:${pad(minutes)}`;
  }
  return `${pad(hours)}:${pad(minutes)}`;
}

/** '"4pm" is not a time: write "16:00" ...' for a time in the wrong form. */
export function timeHint(value: unknown, options: { readonly end?: boolean; readonly past?: boolean } = {}): string {
  const guess = suggestTime(value, options);
  const how = options.past
    ? 'times are "HH:mm" on a 24-hour clock; a closing time past midnight may be earlier than the opening ("02:00") or past 24:00 ("26:00")'
    : options.end
      ? 'times are "HH:mm" on a 24-hour clock, "24:00" for midnight at the end of the day; a "to" before "from" runs past midnight'
      : 'times are "HH:mm" on a 24-hour clock, from "00:00" to "23:59"';
  if (guess !== undefined && guess !== value) return `${shown(value)} is not a time: write "${guess}" (${how}).`;
  return `${shown(value)} is not a time: write it as "HH:mm" on a 24-hour clock, e.g. "11:00" or "22:30" (${how}).`;
}

/**
 * The plain number a written amount most likely means ("20%" -> "20", "$12.95" -> "12.95",
 * "1,5" -> "1.5", "1,000" -> "1000", ".5" -> "0.5"), as decimal text, or undefined.
 */
export function suggestNumber(value: unknown): string | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : undefined;
  if (typeof value !== 'string') return undefined;
  let text = value.trim().replace(/^\$\s*/, '').replace(/\s*(%|percent|usd|dollars?)$/i, '').replace(/\s+/g, '');
  const negative = text.startsWith('-');
  if (negative) text = text.slice(1);
  if (/^\d{1,3}(,\d{3})+(\.\d+)?$/.test(text)) text = text.replace(/,/g, '');
  else if (/^\d+,\d{1,2}$/.test(text)) text = text.replace(',', '.');
  if (/^\.\d+$/.test(text)) text = `0${text}`;
  if (/^\d+\.$/.test(text)) text = text.slice(0, -1);
  if (!/^\d+(\.\d+)?$/.test(text)) return undefined;
  const clean = text.replace(/^0+(?=\d)/, '');
  return negative ? `-${clean}` : clean;
}

/**
 * '"20%" is not a number: write 20' for a number written with a sign or unit. `asString` when the
 * field wants the number as a string ("0.8"), `negative` when it may be below 0.
 */
export function numberHint(value: unknown, options: { readonly asString?: boolean; readonly negative?: boolean; readonly what?: string } = {}): string {
  const guess = suggestNumber(value);
  const what = options.what ?? 'a number';
  if (guess !== undefined && (options.negative || !guess.startsWith('-'))) {
    const written = options.asString ? `"${guess}"` : guess;
    return `${shown(value)} is not ${what}: write ${written}${options.asString ? ' (digits and one decimal point, in quotes)' : ' (digits and one decimal point, no %, $ or commas)'}.`;
  }
  return `${shown(value)} is not ${what}: write digits with at most one decimal point, e.g. ${options.asString ? '"0.8"' : '9.5'}${options.negative ? ' (a minus sign first for a negative value)' : ''}.`;
}

/** '"$1.005" is not an amount in dollars: write "1.01"': dollars and cents, at most two decimals. */
function dollarsHint(value: unknown): string {
  const guess = suggestNumber(value);
  if (guess !== undefined && !guess.startsWith('-')) {
    const [whole, fraction = ''] = guess.split('.');
    const cents = Math.round(Number(`0.${fraction || '0'}`) * 100);
    const written = cents === 100 ? `${Number(whole) + 1}.00` : `${whole}.${String(cents).padStart(2, '0')}`;
    return `${shown(value)} is not an amount in dollars: write "${written}" (dollars and cents, no $ sign).`;
  }
  return `${shown(value)} is not an amount in dollars: write dollars and cents, e.g. "1.50".`;
}

/** The hint for a price factor: a multiplier, never a percent. */
function factorHint(value: unknown): string {
  if (typeof value === 'string' && /%\s*$/.test(value)) {
    const percent = suggestNumber(value);
    if (percent !== undefined && Number(percent) <= 100) {
      const factor = suggestNumber(String(Math.round((1 - Number(percent) / 100) * 1e6) / 1e6));
      const kept = suggestNumber(String(Math.round((Number(percent) / 100) * 1e6) / 1e6));
      return `${shown(value)} is not a factor: a factor multiplies the price, so write "${kept}" to charge ${percent}% of it, or replace "factor" with "percentOff": ${percent} to take ${percent}% off (the same as "factor": "${factor}").`;
    }
  }
  return numberHint(value, { asString: true, what: 'a factor' });
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

function realDate(y: number, m: number, d: number): string | undefined {
  if (m < 1 || m > 12 || d < 1) return undefined;
  const days = new Date(Date.UTC(y, m, 0)).getUTCDate();
  if (d > days) return undefined;
  return `${String(y).padStart(4, '0')}-${pad(m)}-${pad(d)}`;
}

/** The YYYY-MM-DD a written date most likely means ("11/27/2025", "2025/11/27", "2025-1-5", "Nov 27, 2025"), or undefined. */
export function suggestDate(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  let m = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?:[T ].*)?$/.exec(text);
  if (m) return realDate(Number(m[1]), Number(m[2]), Number(m[3]));
  // US order, as dates are written in the shops' country: month/day/year.
  m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
  if (m) return realDate(Number(m[3]), Number(m[1]), Number(m[2]));
  m = /^([A-Za-z]{3})[a-z]*\.?\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})$/.exec(text);
  if (m) {
    const month = MONTHS.indexOf(m[1]!.toLowerCase());
    if (month >= 0) return realDate(Number(m[3]), month + 1, Number(m[2]));
  }
  m = /^(\d{1,2})\s+([A-Za-z]{3})[a-z]*\.?,?\s+(\d{4})$/.exec(text);
  if (m) {
    const month = MONTHS.indexOf(m[2]!.toLowerCase());
    if (month >= 0) return realDate(Number(m[3]), month + 1, Number(m[1]));
  }
  return undefined;
}

/** '"11/27/2025" is not a date: write "2025-11-27"'. */
export function dateHint(value: unknown): string {
  const guess = suggestDate(value);
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value.trim()) && guess === undefined) {
    return `${shown(value)} is not a real date: check the month (01-12) and the day of that month, written YYYY-MM-DD, e.g. "2025-11-27".`;
  }
  if (guess !== undefined && guess !== value) return `${shown(value)} is not a date: write "${guess}" (year-month-day, YYYY-MM-DD).`;
  return `${shown(value)} is not a date: write it as year-month-day, YYYY-MM-DD, e.g. "2025-11-27".`;
}

/**
 * The local "YYYY-MM-DD" or "YYYY-MM-DDTHH:mm" a written date and time most likely means, on the
 * shop's clock ("2026-03-01 9am" -> "2026-03-01T09:00", "3/1/2026" -> "2026-03-01",
 * "2026-03-01T09:00:00-08:00" -> "2026-03-01T09:00": the offset is dropped), or undefined.
 */
export function suggestLocalDateTime(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})[T ](\d{1,2}):(\d{2})(?::(\d{2}))?(?:\.\d+)?(?:Z|[+-]\d{2}:?\d{2})?$/i.exec(text);
  if (iso) {
    const date = realDate(Number(iso[1]), Number(iso[2]), Number(iso[3]));
    const hours = Number(iso[4]);
    const minutes = Number(iso[5]);
    if (date === undefined || hours > 23 || minutes > 59) return undefined;
    return `${date}T${pad(hours)}:${pad(minutes)}${iso[6] !== undefined && iso[6] !== '00' ? `:${iso[6]}` : ''}`;
  }
  const at = text.lastIndexOf(' ');
  if (at > 0) {
    const date = suggestDate(text.slice(0, at).replace(/,?\s*(at)?$/i, ''));
    const time = suggestTime(text.slice(at + 1));
    if (date !== undefined && time !== undefined) return `${date}T${time}`;
  }
  return suggestDate(text);
}

/** Lowercase letters, digits and dashes: "Taco Night!" -> "taco-night". */
export function slugOf(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const slug = value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/'/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug === '' ? undefined : slug;
}

/** A path on the site from what was written: "glendale" -> "/glendale", "/Order Now" -> "/order-now". */
function pathOf(value: unknown, keepCase: boolean): string | undefined {
  if (typeof value !== 'string') return undefined;
  const segments = value
    .trim()
    .replace(/^https?:\/\/[^/]*/i, '')
    .split('/')
    .map((s) => (keepCase ? s.replace(/[^A-Za-z0-9-]+/g, '-').replace(/^-+|-+$/g, '') : slugOf(s) ?? ''))
    .filter((s) => s !== '');
  return `/${segments.join('/')}`;
}

const TIME_ZONES: Readonly<Record<string, string>> = {
  pst: 'America/Los_Angeles',
  pdt: 'America/Los_Angeles',
  pt: 'America/Los_Angeles',
  pacific: 'America/Los_Angeles',
  mst: 'America/Denver',
  mdt: 'America/Denver',
  mt: 'America/Denver',
  mountain: 'America/Denver',
  cst: 'America/Chicago',
  cdt: 'America/Chicago',
  ct: 'America/Chicago',
  central: 'America/Chicago',
  est: 'America/New_York',
  edt: 'America/New_York',
  et: 'America/New_York',
  eastern: 'America/New_York',
  hst: 'Pacific/Honolulu',
  akst: 'America/Anchorage',
};

/** The IANA name a written time zone most likely means ("America/Los Angeles", "PST", "Pacific Time"), or undefined. */
export function suggestTimeZone(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  const word = text.toLowerCase().replace(/\s*(standard|daylight)?\s*time$/, '').replace(/[^a-z]/g, '');
  if (TIME_ZONES[word] !== undefined) return TIME_ZONES[word];
  if (text.includes('/')) {
    const fixed = text.split('/').map((s) => s.trim().replace(/\s+/g, '_')).join('/');
    return /^[A-Za-z_]+(\/[A-Za-z0-9_+-]+)*$/.test(fixed) ? fixed : undefined;
  }
  return undefined;
}

const COUNTRIES: Readonly<Record<string, string>> = {
  usa: 'US',
  'united states': 'US',
  'united states of america': 'US',
  america: 'US',
  canada: 'CA',
  can: 'CA',
  mexico: 'MX',
  mex: 'MX',
  uk: 'GB',
  'united kingdom': 'GB',
};

function suggestCountry(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const text = value.trim().replace(/\./g, '');
  if (/^[A-Za-z]{2}$/.test(text)) return text.toUpperCase();
  return COUNTRIES[text.toLowerCase()];
}

/** The noun for a name by where it is written: a schedule name, a preset name, a site id, ... */
function nameNoun(path: string): string {
  if (/\/when(\/\d+)?$/.test(path)) return 'a schedule name';
  if (/^\/schedules\//.test(path)) return 'a schedule name';
  if (/^\/extends\//.test(path)) return 'a preset name';
  if (/^\/messages\//.test(path)) return 'a rule id';
  if (path === '/site/id') return 'a site id';
  if (path === '/id') return 'a preset id';
  return 'a name';
}

/**
 * The hint for a value that breaks a pattern or format (`kind`) at `path`: what it should be and,
 * when it can be guessed, what to write. `field` is the key it is written under.
 */
export function valueHint(kind: ValueKind, value: unknown, path: string): string {
  const field = path.split('/').pop() ?? '';
  switch (kind) {
    case 'name': {
      const noun = nameNoun(path);
      const slug = slugOf(value);
      return slug !== undefined && slug !== value
        ? `${shown(value)} is not ${noun}: write "${slug}" (lowercase letters, digits and dashes, starting with a letter or digit).`
        : `${shown(value)} is not ${noun}: use lowercase letters, digits and dashes, starting with a letter or digit, e.g. "weekday-lunch".`;
    }
    case 'shop-id': {
      const slug = slugOf(value)?.slice(0, 64);
      return slug !== undefined && slug !== value
        ? `${shown(value)} is not a shop id: write "${slug}" (letters, digits, dashes and underscores, at most 64).`
        : `${shown(value)} is not a shop id: use letters, digits, dashes and underscores (at most 64), e.g. "marios-downtown".`;
    }
    case 'rule-id': {
      const slug = slugOf(value);
      return slug !== undefined && slug !== value
        ? `${shown(value)} is not a rule id: write "${slug}" (letters, digits and - _ . :, starting with a letter or digit).`
        : `${shown(value)} is not a rule id: use letters, digits and - _ . :, starting with a letter or digit, e.g. "marios-save20".`;
    }
    case 'promo-code': {
      const code = typeof value === 'string' ? value.replace(/[^A-Za-z0-9_-]+/g, '') : '';
      if (code.length >= 2 && code.length <= 32) return `${shown(value)} is not a promo code: write "${code}" (2 to 32 letters, digits, dashes or underscores; no spaces or symbols).`;
      return `${shown(value)} is not a promo code: a code is 2 to 32 letters, digits, dashes or underscores, e.g. "SAVE20".`;
    }
    case 'code': {
      const code = typeof value === 'string' ? value.trim().toUpperCase().replace(/[^A-Z0-9]+/g, '_').replace(/^_+|_+$/g, '') : '';
      return /^[A-Z]/.test(code) ? `${shown(value)} is not a code: write "${code}" (capital letters, digits and underscores).` : `${shown(value)} is not a code: use capital letters, digits and underscores, starting with a letter, e.g. "NOT_DELIVERABLE".`;
    }
    case 'decimal':
      return numberHint(value, { negative: true });
    case 'unsigned-decimal':
      return field === 'factor' ? factorHint(value) : numberHint(value);
    case 'dollars':
      return dollarsHint(value);
    case 'time':
      return timeHint(value);
    case 'end-time':
      return timeHint(value, { end: true });
    case 'date':
      return dateHint(value);
    case 'date-time': {
      const date = suggestDate(value);
      return `${shown(value)} is not a date and time: write an ISO time with its offset, e.g. "${date ?? '2026-03-10'}T17:00:00-07:00".`;
    }
    case 'local-date-time': {
      const guess = suggestLocalDateTime(value);
      const how = 'a day "YYYY-MM-DD", or a day and time "YYYY-MM-DDTHH:mm", on the shop\'s clock with no offset';
      return guess !== undefined && guess !== value
        ? `${shown(value)} is not a date and time: write "${guess}" (${how}).`
        : `${shown(value)} is not a date and time: write ${how}, e.g. "2026-03-01T09:00".`;
    }
    case 'time-zone': {
      const zone = suggestTimeZone(value);
      return zone !== undefined && zone !== value
        ? `${shown(value)} is not a time zone name: write "${zone}" (an IANA name: no spaces, words joined by "_").`
        : `${shown(value)} is not a time zone name: write an IANA name such as "America/Los_Angeles" (no spaces, words joined by "_").`;
    }
    case 'base-path':
    case 'order-path':
    case 'page-path': {
      const p = pathOf(value, kind === 'page-path');
      const allowed = kind === 'page-path' ? 'letters, digits and dashes' : 'lowercase letters, digits and dashes';
      const emptyOk = kind === 'base-path' ? ', or "" for none' : '';
      return p !== undefined && p !== value && p !== '/'
        ? `${shown(value)} is not a path on the site: write "${p}" (starting with "/", ${allowed}${emptyOk}).`
        : `${shown(value)} is not a path on the site: start it with "/" and use ${allowed}, e.g. "/glendale"${emptyOk}.`;
    }
    case 'country': {
      const code = suggestCountry(value);
      return code !== undefined && code !== value
        ? `${shown(value)} is not a country code: write "${code}" (two capital letters, ISO 3166-1).`
        : `${shown(value)} is not a country code: write two capital letters (ISO 3166-1), e.g. "US" or "CA".`;
    }
    case 'json-file': {
      const name = typeof value === 'string' && value.trim() !== '' ? `${value.trim().replace(/\.+$/, '')}.json` : undefined;
      return name !== undefined
        ? `${shown(value)} is not a JSON file name: write "${name}" (a menu file beside the profile, ending in .json).`
        : `${shown(value)} is not a JSON file name: name the menu file beside the profile, e.g. "marios-downtown.menu.json".`;
    }
    case 'url':
    case 'http-url': {
      const text = typeof value === 'string' ? value.trim() : '';
      const guess = text !== '' && !/\s/.test(text) && !/^[a-z][a-z0-9+.-]*:/i.test(text) ? `https://${text.replace(/^\/+/, '')}` : undefined;
      return guess !== undefined
        ? `${shown(value)} is not a URL: write "${guess}" (with https:// in front).`
        : `${shown(value)} is not a URL: write a full address starting with https://, e.g. "https://menus.example.com/marios.json".`;
    }
  }
}

/** Full day names and common shortenings of each weekday (any case). */
const DAY_WORDS: Readonly<Record<string, string>> = {
  sunday: 'sun', sundays: 'sun', su: 'sun',
  monday: 'mon', mondays: 'mon', mo: 'mon',
  tuesday: 'tue', tuesdays: 'tue', tues: 'tue', tu: 'tue',
  wednesday: 'wed', wednesdays: 'wed', weds: 'wed', we: 'wed',
  thursday: 'thu', thursdays: 'thu', thurs: 'thu', thur: 'thu', thr: 'thu', th: 'thu',
  friday: 'fri', fridays: 'fri', fr: 'fri',
  saturday: 'sat', saturdays: 'sat', sa: 'sat',
};
const DAY_NAMES = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];
const DAY_GROUPS: Readonly<Record<string, string>> = {
  weekdays: 'mon-fri',
  weekday: 'mon-fri',
  weekends: 'sat-sun',
  weekend: 'sat-sun',
  daily: 'mon-sun',
  everyday: 'mon-sun',
  'every day': 'mon-sun',
  all: 'mon-sun',
};

/** The weekday name a written day most likely means ("Tuesday", "tues", "thurs" -> "tue", "thu"), or undefined. */
export function suggestWeekday(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const word = value.trim().toLowerCase().replace(/\.$/, '');
  if (DAY_NAMES.includes(word)) return word;
  if (DAY_WORDS[word] !== undefined) return DAY_WORDS[word];
  if (word.length < 2) return undefined;
  const close = closestMatch(word, [...DAY_NAMES, ...Object.keys(DAY_WORDS)]);
  if (close === undefined) return undefined;
  return DAY_NAMES.includes(close) ? close : DAY_WORDS[close];
}

/** How a days value most likely reads in weekday names ("Monday-Friday" -> "mon-fri", "weekends" -> "sat-sun"), or undefined. */
export function suggestDays(value: unknown): string | string[] | undefined {
  if (Array.isArray(value)) {
    const each = value.map((v) => (typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= 6 ? DAY_NAMES[v]! : suggestDays(v)));
    return each.every((e): e is string => typeof e === 'string') ? each : undefined;
  }
  if (typeof value !== 'string') return undefined;
  const text = value.trim().toLowerCase();
  if (DAY_GROUPS[text] !== undefined) return DAY_GROUPS[text];
  const parts = text.split(/\s*(?:-|–|—|\bto\b|\bthrough\b|\bthru\b)\s*/).filter((p) => p !== '');
  if (parts.length === 2) {
    const from = suggestWeekday(parts[0]);
    const to = suggestWeekday(parts[1]);
    return from !== undefined && to !== undefined ? `${from}-${to}` : undefined;
  }
  const list = text.split(/\s*(?:,|&|\band\b|\s)\s*/).filter((p) => p !== '');
  if (list.length > 1) {
    const days = list.map(suggestWeekday);
    return days.every((d): d is string => d !== undefined) ? days : undefined;
  }
  return suggestWeekday(text);
}

/** The hint for weekdays that cannot be read: a did-you-mean when one is close, then how they are written. */
export function daysHint(value: unknown): string {
  const guess = suggestDays(value);
  const how = 'Write weekdays as mon, tue, wed, thu, fri, sat, sun, a range such as "mon-fri" or "fri-sun", or a list such as ["mon", "wed"].';
  if (guess !== undefined && JSON.stringify(guess) !== JSON.stringify(value)) return `Did you mean ${JSON.stringify(guess)}? ${how}`;
  return how;
}

/** The hint for a percent that cannot be read: '"20%" is not a number: write 20'. */
export function percentHint(value: unknown): string {
  return `${numberHint(value, { what: 'a number' })} A percent is a number from 0 to 100, e.g. 20 or "12.5".`;
}
