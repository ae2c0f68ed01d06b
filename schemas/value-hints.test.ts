import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadProfile } from './loader.js';
import { FORMAT_KINDS, PATTERN_KINDS, daysHint, percentHint, suggestDate, suggestDays, suggestNumber, suggestTime, timeHint, valueHint, type ValueKind } from './value-hints.js';

const schemasDir = import.meta.dirname;

/** Every "pattern" and "format" written anywhere in schemas/*.schema.json, with the file. */
function patternsAndFormats(): { file: string; keyword: 'pattern' | 'format'; value: string }[] {
  const out: { file: string; keyword: 'pattern' | 'format'; value: string }[] = [];
  const walk = (node: unknown, file: string): void => {
    if (Array.isArray(node)) node.forEach((n) => walk(n, file));
    else if (node && typeof node === 'object') {
      for (const [k, v] of Object.entries(node)) {
        if ((k === 'pattern' || k === 'format') && typeof v === 'string') out.push({ file, keyword: k, value: v });
        else walk(v, file);
      }
    }
  };
  for (const f of readdirSync(schemasDir).filter((n) => n.endsWith('.schema.json'))) walk(JSON.parse(readFileSync(join(schemasDir, f), 'utf8')), f);
  return out;
}

describe('every pattern and format of the schemas has a human hint', () => {
  const found = patternsAndFormats();
  it('finds the patterns', () => {
    expect(found.length).toBeGreaterThan(20);
  });
  it.each(found.map((f) => [`${f.file} ${f.keyword} ${f.value}`, f] as const))('%s', (_label, f) => {
    const kind: ValueKind | undefined = f.keyword === 'pattern' ? PATTERN_KINDS[f.value] : FORMAT_KINDS[f.value];
    const kinds: readonly (string | undefined)[] = [...Object.values(PATTERN_KINDS), ...Object.values(FORMAT_KINDS)];
    expect(kinds, `no human hint for the ${f.keyword} ${f.value} (add it to PATTERN_KINDS or FORMAT_KINDS)`).toContain(kind);
    expect(kind).toMatch(/^[a-z][a-z-]*$/);
    for (const bad of ['Taco Night!', '4pm', '20%', '']) {
      const hint = valueHint(kind!, bad, '/x');
      // Never a regular expression, always what the value is not and how to write it.
      expect(hint).not.toMatch(/\^|\$\)|\[0-9\]|\[a-z|\\d|matching/);
      expect(hint).toMatch(/ is not (a|an) [^:]+: /);
    }
  });
});

describe('hints name the value to write', () => {
  it.each([
    ['time', '4pm', '/schedules/lunch/from', '"4pm" is not a time: write "16:00" (times are "HH:mm" on a 24-hour clock, from "00:00" to "23:59").'],
    ['time', '9:30', '/schedules/lunch/from', '"9:30" is not a time: write "09:30" (times are "HH:mm" on a 24-hour clock, from "00:00" to "23:59").'],
    ['end-time', 'midnight', '/schedules/late/to', '"midnight" is not a time: write "24:00" (times are "HH:mm" on a 24-hour clock, "24:00" for midnight at the end of the day; a "to" before "from" runs past midnight).'],
    ['unsigned-decimal', '20%', '/settings/taxPercentage', '"20%" is not a number: write 20 (digits and one decimal point, no %, $ or commas).'],
    ['unsigned-decimal', '80%', '/rules/0/factor', '"80%" is not a factor: a factor multiplies the price, so write "0.8" to charge 80% of it, or replace "factor" with "percentOff": 80 to take 80% off (the same as "factor": "0.2").'],
    ['unsigned-decimal', '0,8', '/rules/0/factor', '"0,8" is not a factor: write "0.8" (digits and one decimal point, in quotes).'],
    ['decimal', '$12.95', '/x', '"$12.95" is not a number: write 12.95 (digits and one decimal point, no %, $ or commas).'],
    ['date', '11/27/2025', '/settings/specialHours/0/date', '"11/27/2025" is not a date: write "2025-11-27" (year-month-day, YYYY-MM-DD).'],
    ['date', '2026-02-30', '/schedules/x/dateTo', '"2026-02-30" is not a real date: check the month (01-12) and the day of that month, written YYYY-MM-DD, e.g. "2025-11-27".'],
    ['name', 'Taco Night', '/rules/0/when', '"Taco Night" is not a schedule name: write "taco-night" (lowercase letters, digits and dashes, starting with a letter or digit).'],
    ['name', 'Legacy Tags', '/extends/0', '"Legacy Tags" is not a preset name: write "legacy-tags" (lowercase letters, digits and dashes, starting with a letter or digit).'],
    ['shop-id', "Mario's Downtown", '/shopId', '"Mario\'s Downtown" is not a shop id: write "marios-downtown" (letters, digits, dashes and underscores, at most 64).'],
    ['rule-id', 'Save 20%', '/rules/0/id', '"Save 20%" is not a rule id: write "save-20" (letters, digits and - _ . :, starting with a letter or digit).'],
    ['promo-code', 'SAVE 20', '/rules/0/code', '"SAVE 20" is not a promo code: write "SAVE20" (2 to 32 letters, digits, dashes or underscores; no spaces or symbols).'],
    ['time-zone', 'America/Los Angeles', '/identity/timeZone', '"America/Los Angeles" is not a time zone name: write "America/Los_Angeles" (an IANA name: no spaces, words joined by "_").'],
    ['time-zone', 'UTC-8', '/identity/timeZone', '"UTC-8" is not a time zone name: write an IANA name such as "America/Los_Angeles" (no spaces, words joined by "_").'],
    ['base-path', 'glendale', '/identity/basePath', '"glendale" is not a path on the site: write "/glendale" (starting with "/", lowercase letters, digits and dashes, or "" for none).'],
    ['country', 'usa', '/settings/phoneCountries/0', '"usa" is not a country code: write "US" (two capital letters, ISO 3166-1).'],
    ['json-file', 'marios.menu', '/menu/file', '"marios.menu" is not a JSON file name: write "marios.menu.json" (a menu file beside the profile, ending in .json).'],
    ['url', 'menus.example.com/m.json', '/menu/url', '"menus.example.com/m.json" is not a URL: write "https://menus.example.com/m.json" (with https:// in front).'],
    ['local-date-time', '2026-03-01 9am', '/rules/0/limits/validFrom', '"2026-03-01 9am" is not a date and time: write "2026-03-01T09:00" (a day "YYYY-MM-DD", or a day and time "YYYY-MM-DDTHH:mm", on the shop\'s clock with no offset).'],
    ['local-date-time', '2026-03-31T18:00:00-07:00', '/rules/0/limits/validUntil', '"2026-03-31T18:00:00-07:00" is not a date and time: write "2026-03-31T18:00" (a day "YYYY-MM-DD", or a day and time "YYYY-MM-DDTHH:mm", on the shop\'s clock with no offset).'],
    ['local-date-time', '3/31/2026', '/rules/0/limits/validUntil', '"3/31/2026" is not a date and time: write "2026-03-31" (a day "YYYY-MM-DD", or a day and time "YYYY-MM-DDTHH:mm", on the shop\'s clock with no offset).'],
    ['local-date-time', 'next week', '/rules/0/limits/validUntil', '"next week" is not a date and time: write a day "YYYY-MM-DD", or a day and time "YYYY-MM-DDTHH:mm", on the shop\'s clock with no offset, e.g. "2026-03-01T09:00".'],
  ] as const)('%s %j', (kind, value, path, hint) => {
    expect(valueHint(kind, value, path)).toBe(hint);
  });

  it.each([
    ['4pm', {}, '16:00'],
    ['4 PM', {}, '16:00'],
    ['4:30pm', {}, '16:30'],
    ['12am', {}, '00:00'],
    ['12pm', {}, '12:00'],
    ['1600', {}, '16:00'],
    ['16.00', {}, '16:00'],
    ['noon', {}, '12:00'],
    ['25:00', {}, '01:00'],
    ['25:00', { past: true }, '25:00'],
    ['13pm', {}, undefined],
    ['soon', {}, undefined],
  ] as const)('suggestTime(%j, %j) = %j', (value, options, want) => {
    expect(suggestTime(value, options)).toBe(want);
  });

  it.each([
    ['20%', '20'],
    ['$12.95', '12.95'],
    ['1,5', '1.5'],
    ['1,000', '1000'],
    ['.5', '0.5'],
    ['12 percent', '12'],
    ['twelve', undefined],
  ] as const)('suggestNumber(%j) = %j', (value, want) => {
    expect(suggestNumber(value)).toBe(want);
  });

  it.each([
    ['tues', 'tue'],
    ['Tuesday', 'tue'],
    ['thurs', 'thu'],
    ['Monday-Friday', 'mon-fri'],
    ['mon–fri', 'mon-fri'],
    ['weekends', 'sat-sun'],
    ['mon, wed', ['mon', 'wed']],
    [['tues', 'thurs'], ['tue', 'thu']],
    ['xyz', undefined],
  ] as const)('suggestDays(%j) = %j', (value, want) => {
    expect(suggestDays(value)).toEqual(want);
  });

  it('weekday, time and percent hints say what to write', () => {
    expect(daysHint('tues')).toBe('Did you mean "tue"? Write weekdays as mon, tue, wed, thu, fri, sat, sun, a range such as "mon-fri" or "fri-sun", or a list such as ["mon", "wed"].');
    expect(daysHint('xyz')).toBe('Write weekdays as mon, tue, wed, thu, fri, sat, sun, a range such as "mon-fri" or "fri-sun", or a list such as ["mon", "wed"].');
    expect(timeHint('10pm', { past: true, end: true })).toBe('"10pm" is not a time: write "22:00" (times are "HH:mm" on a 24-hour clock; a closing time past midnight may be earlier than the opening ("02:00") or past 24:00 ("26:00")).');
    expect(percentHint('20%')).toBe('"20%" is not a number: write 20 (digits and one decimal point, no %, $ or commas). A percent is a number from 0 to 100, e.g. 20 or "12.5".');
    expect(suggestDate('Nov 27, 2025')).toBe('2025-11-27');
  });
});

describe('the loader uses the hints', () => {
  const base = {
    shopId: 'hints',
    identity: { name: 'Hints', timeZone: 'America/Los_Angeles' },
    menu: { subMenus: [{ id: 'c1', name: 'Mains', products: [{ id: 'p1', name: 'Burger', price: 9 }] }] },
  };
  const findings = (value: Record<string, unknown>) => loadProfile({ value: { ...base, ...value } }).findings.map((f) => [f.code, f.path, f.message, f.hint]);

  it('a schedule time, a percent, a date and a cents amount', () => {
    expect(
      findings({
        schedules: { lunch: { from: '4pm', to: '15:00', dateFrom: '11/27/2025' } },
        settings: { taxPercentage: '9.5%', delivery: { baseFeeInCents: '$2.99' } },
      }).sort((a, b) => a[1]!.localeCompare(b[1]!)),
    ).toEqual([
      ['WRONG_TYPE', '/settings/delivery/baseFeeInCents', '/settings/delivery/baseFeeInCents must be a whole number, but it is the string "$2.99".', '"$2.99" is not a whole number of cents: write 299 (money is written in cents: $2.99 is 299).'],
      ['BAD_VALUE', '/settings/taxPercentage', '/settings/taxPercentage is the string "9.5%", which is not a number.', '"9.5%" is not a number: write 9.5 (digits and one decimal point, no %, $ or commas).'],
      ['BAD_VALUE', '/schedules/lunch/dateFrom', '/schedules/lunch/dateFrom is the string "11/27/2025", which is not a date.', '"11/27/2025" is not a date: write "2025-11-27" (year-month-day, YYYY-MM-DD).'],
      ['BAD_VALUE', '/schedules/lunch/from', '/schedules/lunch/from is the string "4pm", which is not a time.', '"4pm" is not a time: write "16:00" (times are "HH:mm" on a 24-hour clock, from "00:00" to "23:59").'],
    ].sort((a, b) => a[1]!.localeCompare(b[1]!)));
  });

  it('weekday names with a did-you-mean, a percent off and an opening time', () => {
    expect(
      findings({
        settings: { hours: { pickUp: [{ days: 'Monday-Friday', timeRanges: [{ from: '11am', to: '22:00' }] }] } },
        rules: [
          { id: 'r1', kind: 'price-factor', target: 'product', match: { ids: ['p1'] }, percentOff: '20 percent' },
          { id: 'r2', kind: 'hide', target: 'product', match: { ids: ['p1'] }, when: { days: 'tues' } },
        ],
      }).map(([code, path, , hint]) => [code, path, hint]),
    ).toEqual([
      ['BAD_VALUE', '/rules/0/percentOff', '"20 percent" is not a number: write 20 (digits and one decimal point, no %, $ or commas).'],
      ['BAD_DAYS', '/settings/hours/pickUp/0/days', 'Did you mean "mon-fri"? Write weekdays as mon, tue, wed, thu, fri, sat, sun, a range such as "mon-fri" or "fri-sun", or a list such as ["mon", "wed"].'],
      ['BAD_TIME', '/settings/hours/pickUp/0/timeRanges/0/from', '"11am" is not a time: write "11:00" (times are "HH:mm" on a 24-hour clock, from "00:00" to "23:59").'],
      ['BAD_DAYS', '/rules/1/when/days', 'Did you mean "tue"? Write weekdays as mon, tue, wed, thu, fri, sat, sun, a range such as "mon-fri" or "fri-sun", or a list such as ["mon", "wed"].'],
    ]);
  });

  it('a rule kind that is not text is a finding (it used to load as valid)', () => {
    expect(findings({ rules: [{ id: 'r1', kind: [], target: 'product', match: { ids: ['p1'] } }] }).map(([code, path]) => [code, path])).toEqual([['WRONG_TYPE', '/rules/0/kind']]);
  });
});
