/**
 * The inverse of schemas/normalize.ts for `shopctl fmt`: a profile, preset or menu value rewritten
 * into the human forms (hours as "HH:mm" per group of weekdays, weekday names, percentOff, a
 * promotion's match and when at the top, a menu group's daysOfWeek as names), every other key kept in its order. A value that has no exact
 * human spelling (hours not in whole minutes, a markup factor) is left as written.
 */
import { DAY_MS, formatDays, formatTimeRange, isWholeMinutes, parseDays, parseTimeRange, factorToPercentOff } from './units.js';

type Json = Record<string, unknown>;

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A copy of `obj` with `key` replaced by `entries` at the same position (the rest in order). */
function replaceKey(obj: Json, key: string, entries: readonly [string, unknown][]): Json {
  const out: Json = {};
  for (const [k, v] of Object.entries(obj)) {
    if (k === key) for (const [nk, nv] of entries) out[nk] = nv;
    else out[k] = v;
  }
  return out;
}

/** Legacy {day, timeRanges in ms} entries grouped by equal ranges into {days: "mon-fri", timeRanges: [{from: "11:00", ...}]}. */
export function humanizeHours(list: readonly unknown[]): unknown[] {
  const out: unknown[] = [];
  const groups = new Map<string, { days: number[]; ranges: { from: string; to: string }[] }>();
  for (const entry of list) {
    const legacy = isObject(entry) && typeof entry['day'] === 'number' && Array.isArray(entry['timeRanges']) && Object.keys(entry).length === 2;
    const ranges = legacy ? (entry['timeRanges'] as unknown[]) : [];
    const human = ranges.map((r) => (isObject(r) && typeof r['from'] === 'number' && typeof r['to'] === 'number' ? humanRange(r['from'], r['to']) : undefined));
    if (!legacy || human.some((h) => h === undefined)) {
      out.push(entry);
      continue;
    }
    const key = JSON.stringify(human);
    const group = groups.get(key);
    if (group) group.days.push(entry['day'] as number);
    else {
      const created = { days: [entry['day'] as number], ranges: human as { from: string; to: string }[] };
      groups.set(key, created);
      out.push(created);
    }
  }
  return out.map((e) => (isObject(e) && 'ranges' in e && Array.isArray(e['days']) ? { days: formatDays(e['days'] as number[]), timeRanges: e['ranges'] } : e));
}

/**
 * "HH:mm" from/to for a range in ms, only when reading them back gives what the loader reads the
 * milliseconds as (a legacy `to` below `from` runs past midnight, as "17:00"-"02:00" does).
 */
function humanRange(from: number, to: number): { from: string; to: string } | undefined {
  if (!isWholeMinutes(from) || !isWholeMinutes(to) || from >= DAY_MS) return undefined;
  const read = parseTimeRange(from, to);
  if (!read.ok) return undefined;
  const written = formatTimeRange(read.value);
  const back = parseTimeRange(written.from, written.to);
  return back.ok && back.value.from === read.value.from && back.value.to === read.value.to ? written : undefined;
}

/** A schedule with numeric days written as names ("mon-fri"); other fields unchanged. */
function humanizeSchedule(schedule: Json): Json {
  const days = schedule['days'];
  if (!Array.isArray(days) || !days.every((d) => typeof d === 'number')) return schedule;
  const parsed = parseDays(days);
  return parsed.ok ? { ...schedule, days: formatDays(parsed.value) } : schedule;
}

function humanizeWhen(when: unknown): unknown {
  if (isObject(when)) return humanizeSchedule(when);
  if (Array.isArray(when)) return when.map((w) => (isObject(w) ? humanizeSchedule(w) : w));
  return when;
}

/** Every `when` and `schedules` below a value in the human form. */
function humanizeWhensBelow(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(humanizeWhensBelow);
  if (!isObject(value)) return value;
  const out: Json = {};
  for (const [k, v] of Object.entries(value)) {
    if (k === 'when') out[k] = humanizeWhen(v);
    else if (k === 'schedules' && isObject(v)) out[k] = Object.fromEntries(Object.entries(v).map(([n, s]) => [n, isObject(s) ? humanizeSchedule(s) : s]));
    else out[k] = humanizeWhensBelow(v);
  }
  return out;
}

/** One rule in the human form: percentOff for a factor at most 1, a promotion's match and when at the top. */
export function humanizeRule(rule: Json): Json {
  let out = rule;
  if (out['kind'] === 'price-factor' && out['factor'] !== undefined && out['percentOff'] === undefined) {
    const percent = factorToPercentOff(out['factor']);
    if (percent !== undefined) out = replaceKey(out, 'factor', [['percentOff', percent]]);
  }
  const effect = out['effect'];
  if (out['kind'] === 'promotion' && isObject(effect) && effect['match'] !== undefined && out['match'] === undefined) {
    const { match, ...rest } = effect;
    out = replaceKey(out, 'effect', [['match', match], ['effect', rest]]);
  }
  // A promotion's conditions.when at the top, where every other rule kind takes it (before its conditions).
  const conditions = out['conditions'];
  if (out['kind'] === 'promotion' && isObject(conditions) && conditions['when'] !== undefined && out['when'] === undefined) {
    const { when, ...rest } = conditions;
    out = replaceKey(out, 'conditions', Object.keys(rest).length > 0 ? [['when', when], ['conditions', rest]] : [['when', when]]);
  }
  return out;
}

/** A menu group's numbered daysOfWeek as names ("tue", "mon-fri"), in the groups its options open too; anything else as written. */
function humanizeGroup(group: unknown): unknown {
  if (!isObject(group)) return group;
  let out = group;
  const mods = group['modifiers'];
  if (Array.isArray(mods) && mods.some((m) => isObject(m) && Array.isArray(m['modgroups']))) {
    out = { ...out, modifiers: mods.map((m) => (isObject(m) && Array.isArray(m['modgroups']) ? { ...m, modgroups: m['modgroups'].map(humanizeGroup) } : m)) };
  }
  if (!Array.isArray(group['daysOfWeek'])) return out;
  const days = group['daysOfWeek'];
  if (!days.every((d) => typeof d === 'number')) return out;
  return { ...out, daysOfWeek: formatDays(days as number[]) };
}

/** A menu's categories with every group's daysOfWeek as names (a new value). */
function humanizeSubMenus(subMenus: readonly unknown[]): unknown[] {
  return subMenus.map((category) => {
    if (!isObject(category) || !Array.isArray(category['products'])) return category;
    return {
      ...category,
      products: category['products'].map((product) =>
        isObject(product) && Array.isArray(product['modgroups']) ? { ...product, modgroups: product['modgroups'].map(humanizeGroup) } : product),
    };
  });
}

/** A whole profile, preset or menu value in the human forms (a new value; the input is not changed). */
export function toHumanForm(doc: unknown): unknown {
  if (!isObject(doc)) return doc;
  const out: Json = {};
  for (const [key, value] of Object.entries(doc)) {
    if (key === 'menu') out[key] = isObject(value) && Array.isArray(value['subMenus']) ? { ...value, subMenus: humanizeSubMenus(value['subMenus']), ...(Array.isArray(value['modgroupLibrary']) ? { modgroupLibrary: value['modgroupLibrary'].map(humanizeGroup) } : {}) } : value;
    else if (key === 'subMenus' && Array.isArray(value)) out[key] = humanizeSubMenus(value);
    else if (key === 'modgroupLibrary' && Array.isArray(value)) out[key] = value.map(humanizeGroup);
    else if (key === 'settings' && isObject(value)) {
      const hours = value['hours'];
      const settings = humanizeWhensBelow(value) as Json;
      if (isObject(hours)) {
        const h: Json = { ...hours };
        for (const k of ['pickUp', 'delivery']) if (Array.isArray(h[k])) h[k] = humanizeHours(h[k]);
        settings['hours'] = h;
      }
      out[key] = settings;
    } else if (key === 'rules' && Array.isArray(value)) out[key] = value.map((r) => (isObject(r) ? humanizeRule(humanizeWhensBelow(r) as Json) : r));
    else out[key] = humanizeWhensBelow(value);
  }
  return out;
}

/** The text `shopctl fmt` writes: the human form as 2-space JSON with a final newline. */
export function formatProfileText(value: unknown): string {
  return `${JSON.stringify(toHumanForm(value), null, 2)}\n`;
}

/**
 * What `shopctl fmt` would change in a file's text, in words (empty when nothing): values not in
 * the human forms, a layout other than 2-space JSON, a missing final newline.
 */
export function formatProblems(text: string, value: unknown): string[] {
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const human = toHumanForm(value);
  const problems: string[] = [];
  if (JSON.stringify(human) !== JSON.stringify(value)) problems.push('some values are not in the human forms (hours "11:00", days "mon-fri", percentOff, a promotion\'s match at the top)');
  const laidOut = JSON.stringify(value, null, 2);
  const withoutNewline = body.endsWith('\n') ? body.slice(0, -1) : body;
  if (withoutNewline !== laidOut && withoutNewline !== JSON.stringify(human, null, 2)) problems.push('the layout is not 2-space JSON (fmt re-indents it)');
  if (!body.endsWith('\n')) problems.push('the file lacks a final newline (fmt adds it)');
  return problems;
}
