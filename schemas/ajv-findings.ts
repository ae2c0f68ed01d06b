/**
 * Schema findings: runs the ajv (draft 2020-12) validators, compiled ahead of time, and turns
 * their errors into findings with a message and a hint (one per path, did-you-mean for typos).
 */
import type { ErrorObject, ValidateFunction } from 'ajv/dist/2020.js';
import { closestMatch } from './did-you-mean.js';
import { finding, pointerOf, segmentsOf, type Finding, type Locate } from './findings.js';
import { VALIDATOR_REFS } from './schema-ids.js';
import { FORMAT_KINDS, PATTERN_KINDS, suggestNumber, valueHint, type ValueKind } from './value-hints.js';
import profileSchema from './shop-profile.schema.json' with { type: 'json' };
import * as compiledValidators from './generated/validators.js';

// Validators, compiled ahead of time by schemas/generate-types.ts with the options of
// schemas/ajv-setup.ts (regenerate with npm run schemas:types).
const validators = new Map<string, ValidateFunction>(
  (Object.keys(VALIDATOR_REFS) as (keyof typeof VALIDATOR_REFS)[]).map((name) => [VALIDATOR_REFS[name], compiledValidators[name]]),
);

/** The validator for a schema id (with an optional #/json/pointer fragment). */
export function validatorFor(ref: string): ValidateFunction {
  const v = validators.get(ref);
  if (!v) throw new Error(`schema ${ref} has no precompiled validator (add it to VALIDATOR_REFS and run npm run schemas:types)`);
  return v;
}

interface RawError {
  readonly instancePath: string;
  readonly schemaPath: string;
  readonly keyword: string;
  readonly params: Record<string, unknown>;
  readonly parentSchema: Record<string, unknown> | undefined;
  readonly schema: unknown;
  readonly data: unknown;
  /** Expected JSON types, for type errors (merged across anyOf/oneOf branches). */
  readonly types?: readonly string[];
}

function toRaw(e: ErrorObject): RawError {
  const types =
    e.keyword === 'type'
      ? Array.isArray((e.params as { type?: unknown }).type)
        ? ((e.params as { type: string[] }).type)
        : String((e.params as { type?: unknown }).type).split(',')
      : undefined;
  return {
    instancePath: e.instancePath,
    schemaPath: e.schemaPath,
    keyword: e.keyword,
    params: e.params as Record<string, unknown>,
    parentSchema: e.parentSchema as Record<string, unknown> | undefined,
    schema: e.schema,
    data: e.data,
    ...(types ? { types } : {}),
  };
}

const within = (path: string, root: string): boolean => path === root || path.startsWith(root + '/');

function isPureRef(schema: unknown): boolean {
  return !!schema && typeof schema === 'object' && typeof (schema as { $ref?: unknown }).$ref === 'string';
}

/**
 * Replaces every failed anyOf/oneOf (with the errors of all its branches) by the errors of the
 * one branch the value most likely meant, so a typo in an inline menu does not also report
 * "missing file" and "missing url". When no branch even has the value's type, the type errors
 * are merged into one ("expected a number, a string or null").
 */
function collapseCombinators(errors: readonly ErrorObject[]): RawError[] {
  const out: RawError[] = [];
  for (const e of errors) {
    if (e.keyword !== 'anyOf' && e.keyword !== 'oneOf') {
      out.push(toRaw(e));
      continue;
    }
    const path = e.instancePath;
    let start = out.length;
    while (start > 0 && within(out[start - 1]!.instancePath, path)) start--;
    const inner = out.splice(start);
    const branches = Array.isArray(e.schema) ? (e.schema as unknown[]) : [];
    if (inner.length === 0 || branches.length === 0) {
      out.push(toRaw(e));
      continue;
    }
    const prefix = e.schemaPath + '/';
    const known = inner.map((r) => {
      if (!r.schemaPath.startsWith(prefix)) return -1;
      const n = Number(r.schemaPath.slice(prefix.length).split('/')[0]);
      return Number.isInteger(n) ? n : -1;
    });
    // Errors from a $ref branch carry the referenced schema's path: place them by position.
    const branchOf = known.map((k, i) => {
      if (k >= 0) return k;
      let prev = -1;
      for (let j = i - 1; j >= 0; j--) if (known[j]! >= 0) { prev = known[j]!; break; }
      let next = branches.length;
      for (let j = i + 1; j < known.length; j++) if (known[j]! >= 0) { next = known[j]!; break; }
      for (let b = prev + 1; b < next; b++) if (isPureRef(branches[b])) return b;
      return Math.max(prev, 0);
    });
    const byBranch = new Map<number, RawError[]>();
    inner.forEach((r, i) => {
      const b = branchOf[i]!;
      const list = byBranch.get(b) ?? [];
      list.push(r);
      byBranch.set(b, list);
    });
    const score = (list: readonly RawError[]): number =>
      list.reduce((sum, r) => {
        if (r.instancePath !== path) return sum + 1;
        if (r.keyword === 'type') return sum + 1000;
        if (r.keyword === 'required' || r.keyword === 'discriminator') return sum + 50;
        if (r.keyword === 'additionalProperties' || r.keyword === 'const' || r.keyword === 'enum') return sum + 10;
        return sum + 1;
      }, 0);
    let best: RawError[] | undefined;
    let bestScore = Infinity;
    for (const b of [...byBranch.keys()].sort((x, y) => x - y)) {
      const list = byBranch.get(b)!;
      const s = score(list);
      if (s < bestScore) {
        best = list;
        bestScore = s;
      }
    }
    const onlyTypeMismatch = best!.every((r) => r.keyword === 'type' && r.instancePath === path);
    if (onlyTypeMismatch) {
      const types = new Set<string>();
      for (const r of inner) if (r.keyword === 'type' && r.instancePath === path) for (const t of r.types ?? []) types.add(t);
      for (const branch of branches) {
        const t = (branch as { type?: unknown } | null)?.type;
        if (typeof t === 'string') types.add(t);
      }
      const first = best![0]!;
      out.push({ ...first, types: [...types], parentSchema: (e.parentSchema as Record<string, unknown> | undefined) ?? first.parentSchema });
    } else {
      out.push(...best!);
    }
  }
  return out;
}

const TYPE_WORDS: Record<string, string> = {
  string: 'a string',
  number: 'a number',
  integer: 'a whole number',
  boolean: 'true or false',
  object: 'an object',
  array: 'a list',
  null: 'null',
};

function listWords(words: readonly string[], joiner = 'or'): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} ${joiner} ${words[words.length - 1]}`;
}

function describeValue(v: unknown): string {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'a list';
  switch (typeof v) {
    case 'string':
      return `the string ${JSON.stringify(v.length > 40 ? v.slice(0, 40) + '…' : v)}`;
    case 'number':
      return Number.isInteger(v) ? `the number ${v}` : `the number ${v}`;
    case 'boolean':
      return String(v);
    case 'object':
      return 'an object';
    default:
      return typeof v;
  }
}

function where(path: string): string {
  return path === '' ? 'the top level' : path;
}

function lastSegment(path: string): string {
  const segs = segmentsOf(path);
  return segs[segs.length - 1] ?? '';
}

function allowedKeys(schema: Record<string, unknown> | undefined): string[] {
  const props = schema?.['properties'];
  return props && typeof props === 'object' ? Object.keys(props).filter((k) => k !== '$schema') : [];
}

function hintFromDescription(schema: Record<string, unknown> | undefined): string {
  const d = schema?.['description'];
  return typeof d === 'string' ? ` (${d.replace(/\.$/, '')})` : '';
}

/** Turns one (collapsed) ajv error into a finding, or undefined when it adds nothing. */
function toFinding(r: RawError, locate: Locate): Finding | undefined {
  const p = r.params;
  const here = r.instancePath;
  switch (r.keyword) {
    case 'additionalProperties': {
      const key = String(p['additionalProperty']);
      const path = here + pointerOf([key]);
      const keys = allowedKeys(r.parentSchema);
      const guess = closestMatch(key, keys);
      const list = keys.length > 0 ? ` Allowed keys here: ${keys.join(', ')}.` : '';
      return finding(
        locate(path, { key: true }),
        'UNKNOWN_KEY',
        `"${key}" is not a known key in ${where(here)}.`,
        guess ? `Did you mean "${guess}"?${list}` : `Remove it or fix its spelling.${list}`,
      );
    }
    case 'required': {
      const key = String(p['missingProperty']);
      const path = here + pointerOf([key]);
      const loc = locate(here);
      return finding(
        { ...loc, path },
        'MISSING_FIELD',
        `${where(here)} is missing the required field "${key}".`,
        `Add "${key}" to ${where(here)}${hintFromDescription(propertySchema(r.parentSchema, key))}.`,
      );
    }
    case 'discriminator': {
      const tag = String(p['tag']);
      const loc = locate(here + pointerOf([tag]));
      const allowed = discriminatorValues(r.parentSchema, tag);
      if (p['error'] === 'tag') {
        // A missing tag is reported by `required`; one that is there but not text is reported here.
        if (p['tagValue'] === undefined) return undefined;
        return finding(loc, 'WRONG_TYPE', `${where(here + pointerOf([tag]))} must be a string, but it is ${describeValue(p['tagValue'])}.`, `Write "${tag}" as one of: ${allowed.map((a) => JSON.stringify(a)).join(', ')}.`);
      }
      const value = String(p['tagValue']);
      const guess = closestMatch(value, allowed);
      const isRule = tag === 'kind';
      return finding(
        loc,
        isRule ? 'UNKNOWN_RULE_KIND' : 'UNKNOWN_EFFECT_TYPE',
        `${isRule ? 'Rule kind' : 'Promotion effect type'} "${value}" does not exist.`,
        `${guess ? `Did you mean "${guess}"? ` : ''}Use one of: ${allowed.join(', ')}.`,
      );
    }
    case 'type': {
      const types = (r.types ?? []).map((t) => TYPE_WORDS[t] ?? t);
      const guess = numberGuess(r, here) ?? objectGuess(r, here);
      return finding(
        locate(here),
        'WRONG_TYPE',
        `${where(here)} must be ${listWords(types)}, but it is ${describeValue(r.data)}.`,
        guess ?? `Write ${lastSegment(here) ? `"${lastSegment(here)}"` : 'the value'} as ${listWords(types)}${hintFromDescription(r.parentSchema)}.`,
      );
    }
    case 'enum':
    case 'const': {
      const allowed = r.keyword === 'enum' ? (p['allowedValues'] as unknown[]) : [p['allowedValue']];
      // A fixed list with its own code (allergens, dietary labels): the id meant, by a common name or spelling.
      const listCode = r.parentSchema?.['x-findingCode'];
      if (r.keyword === 'enum' && (listCode === 'UNKNOWN_ALLERGEN' || listCode === 'UNKNOWN_DIETARY_LABEL')) return fixedListFinding(r, locate, listCode, allowed);
      const shown = allowed.map((a) => JSON.stringify(a));
      const guess = typeof r.data === 'string' ? closestMatch(r.data, allowed.filter((a): a is string => typeof a === 'string')) : undefined;
      return finding(
        locate(here),
        'BAD_VALUE',
        `${where(here)} is ${describeValue(r.data)}, which is not allowed.`,
        `${guess ? `Did you mean ${JSON.stringify(guess)}? ` : ''}Allowed: ${shown.join(', ')}${hintFromDescription(r.parentSchema)}.`,
      );
    }
    case 'pattern':
    case 'format': {
      const kind: ValueKind | undefined = r.keyword === 'format' ? FORMAT_KINDS[String(p['format'])] : PATTERN_KINDS[String(p['pattern'])];
      if (kind === undefined) {
        // A pattern without a human hint yet (tests/value-hints.test.ts keeps every schema pattern covered).
        return finding(locate(here), 'BAD_VALUE', `${where(here)} is ${describeValue(r.data)}, which is not in the expected form.`, `Check the value${hintFromDescription(r.parentSchema)}.`);
      }
      const hint = valueHint(kind, r.data, here);
      const noun = / is not (an? [^:]+?|a real date):/.exec(hint)?.[1] ?? 'in the expected form';
      return finding(locate(here), 'BAD_VALUE', `${where(here)} is ${describeValue(r.data)}, which is not ${noun}.`, hint);
    }
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum':
    case 'multipleOf': {
      const words: Record<string, string> = {
        minimum: 'at least',
        maximum: 'at most',
        exclusiveMinimum: 'greater than',
        exclusiveMaximum: 'less than',
        multipleOf: 'a multiple of',
      };
      const limit = r.keyword === 'multipleOf' ? p['multipleOf'] : p['limit'];
      return finding(
        locate(here),
        'BAD_VALUE',
        `${where(here)} is ${describeValue(r.data)}, but it must be ${words[r.keyword]} ${String(limit)}.`,
        `Use a value ${words[r.keyword]} ${String(limit)}${hintFromDescription(r.parentSchema)}.`,
      );
    }
    case 'minLength':
    case 'maxLength':
    case 'minItems':
    case 'maxItems': {
      const limit = Number(p['limit']);
      const unit = r.keyword.endsWith('Length') ? 'character' : 'entry';
      const plural = limit === 1 ? unit : unit === 'entry' ? 'entries' : 'characters';
      const bound = r.keyword.startsWith('min') ? 'at least' : 'at most';
      return finding(
        locate(here),
        'BAD_VALUE',
        `${where(here)} must have ${bound} ${limit} ${plural}.`,
        r.keyword === 'minLength' && limit === 1 ? 'Write a non-empty value or remove the field.' : `Give it ${bound} ${limit} ${plural}.`,
      );
    }
    case 'minProperties': {
      const keys = allowedKeys(r.parentSchema);
      return finding(
        locate(here),
        'MISSING_FIELD',
        `${where(here)} is empty.`,
        keys.length > 0 ? `Give it at least one of: ${keys.join(', ')}.` : `Give it at least ${String(p['limit'])} field(s).`,
      );
    }
    case 'uniqueItems': {
      const j = Number(p['j']);
      return finding(
        locate(here + pointerOf([j])),
        'DUPLICATE_ITEM',
        `${where(here)} lists the same value twice (entries ${Number(p['i'])} and ${j}, counting from 0).`,
        'Remove the repeated entry.',
      );
    }
    case 'propertyNames': {
      const name = String(p['propertyName']);
      return finding(
        locate(here + pointerOf([name]), { key: true }),
        'BAD_VALUE',
        `The name "${name}" in ${where(here)} is not allowed.`,
        valueHint('name', name, here + pointerOf([name])),
      );
    }
    case 'oneOf':
    case 'anyOf':
      return finding(
        locate(here),
        'SCHEMA_VIOLATION',
        `${where(here)} does not match any of its allowed shapes.`,
        `Check the value against the schema${hintFromDescription(r.parentSchema)}.`,
      );
    default:
      return finding(locate(here), 'SCHEMA_VIOLATION', `${where(here)} breaks the schema rule "${r.keyword}".`, 'Check the value against the schema.');
  }
}

/**
 * An id outside a fixed list (x-findingCode on the list's schema): the id meant, from the list's
 * common names (x-aliases: "dairy" is milk, "shellfish" crustaceans) or the closest spelling.
 */
function fixedListFinding(r: RawError, locate: Locate, code: 'UNKNOWN_ALLERGEN' | 'UNKNOWN_DIETARY_LABEL', allowed: readonly unknown[]): Finding {
  const ids = allowed.filter((a): a is string => typeof a === 'string');
  const aliases = (r.parentSchema?.['x-aliases'] ?? {}) as Record<string, string>;
  const written = typeof r.data === 'string' ? r.data : undefined;
  const key = written?.trim().toLowerCase().replace(/[\s_]+/g, '-');
  const meant = written === undefined ? undefined : (key !== undefined && ids.includes(key) ? key : undefined) ?? aliases[written.trim().toLowerCase()] ?? (key !== undefined ? aliases[key] : undefined) ?? closestMatch(written, ids);
  const what = code === 'UNKNOWN_ALLERGEN' ? 'allergen' : 'dietary label';
  return finding(
    locate(r.instancePath),
    code,
    `${where(r.instancePath)} is ${describeValue(r.data)}, which is not ${code === 'UNKNOWN_ALLERGEN' ? 'an' : 'a'} ${what} of the fixed list.`,
    `${meant !== undefined ? `Did you mean ${JSON.stringify(meant)}? ` : ''}The ${what}s are: ${ids.join(', ')}.`,
  );
}

/** True when a field holds money in cents (by its name or description). */
function isCents(r: RawError, path: string): boolean {
  const key = lastSegment(path);
  const d = r.parentSchema?.['description'];
  return /Cents$/.test(key) || (typeof d === 'string' && /\bcents\b/i.test(d));
}

/**
 * The value to write when a number was written as text or with decimals where whole cents are
 * wanted: '"$2.99" is not a whole number of cents: write 299', '"20" is a string: write 20'.
 */
function numberGuess(r: RawError, path: string): string | undefined {
  const types = r.types ?? [];
  const wantsInteger = types.includes('integer');
  const wantsNumber = wantsInteger || types.includes('number');
  if (!wantsNumber || types.includes('string')) return undefined;
  const shown = JSON.stringify(r.data);
  if (isCents(r, path) && (typeof r.data === 'number' || typeof r.data === 'string')) {
    const text = typeof r.data === 'number' ? String(r.data) : r.data;
    const amount = suggestNumber(text);
    if (amount === undefined) return undefined;
    // "$2.99", "2.99" or 2.99 are dollars; "299" is already cents, written as text.
    const dollars = typeof r.data === 'number' || /[$.]/.test(text);
    const cents = dollars ? Math.round(Number(amount) * 100) : Number(amount);
    return `${shown} is not a whole number of cents: write ${cents} (money is written in cents${dollars ? `: $${Number(amount).toFixed(2)} is ${cents}` : ', without quotes'}).`;
  }
  if (typeof r.data === 'string') {
    const amount = suggestNumber(r.data);
    if (amount === undefined) return undefined;
    if (wantsInteger && !/^-?\d+$/.test(amount)) return `${shown} is not a whole number: write ${Math.round(Number(amount))}.`;
    return `${shown} is text, not a number: write ${amount} (without quotes${/[$%,]/.test(r.data) ? ', %, $ or commas' : ''}).`;
  }
  if (typeof r.data === 'number' && wantsInteger) return `${shown} is not a whole number: write ${Math.round(r.data)}.`;
  return undefined;
}

/**
 * The exact object to write where an object of one field with listed values is wanted and
 * something else is written: a legacy menu setting `"p-oos": "OUT_OF_STOCK"` is
 * `{"outOfStock": "OUT_OF_STOCK"}`.
 */
function objectGuess(r: RawError, path: string): string | undefined {
  if ((r.types ?? []).join() !== 'object') return undefined;
  const props = r.parentSchema?.['properties'] as Record<string, Record<string, unknown>> | undefined;
  const keys = props ? Object.keys(props) : [];
  const allowed = keys.length === 1 ? props![keys[0]!]!['enum'] : undefined;
  if (!Array.isArray(allowed) || allowed.length === 0) return undefined;
  const key = keys[0]!;
  const object = (v: unknown): string => `{${JSON.stringify(key)}: ${JSON.stringify(v)}}`;
  const name = lastSegment(path) ? `"${lastSegment(path)}"` : 'it';
  const text = typeof r.data === 'string' ? r.data.trim().toLowerCase() : undefined;
  const meant = allowed.find((a) => typeof a === 'string' && a.toLowerCase() === text);
  if (meant !== undefined) return `Write ${name} as the object ${object(meant)}.`;
  return `Write ${name} as an object: ${allowed.map(object).join(' or ')}${hintFromDescription(props![key])}.`;
}

function propertySchema(schema: Record<string, unknown> | undefined, key: string): Record<string, unknown> | undefined {
  const props = schema?.['properties'] as Record<string, Record<string, unknown>> | undefined;
  return props?.[key];
}

function discriminatorValues(schema: Record<string, unknown> | undefined, tag: string): string[] {
  const branches = (schema?.['oneOf'] as unknown[] | undefined) ?? [];
  const out: string[] = [];
  for (const b of branches) {
    let s = b as Record<string, unknown>;
    const ref = s['$ref'];
    if (typeof ref === 'string') s = (resolveLocalRef(ref) ?? {}) as Record<string, unknown>;
    const c = (s['properties'] as Record<string, Record<string, unknown>> | undefined)?.[tag]?.['const'];
    if (typeof c === 'string') out.push(c);
  }
  return out;
}

function resolveLocalRef(ref: string): unknown {
  if (!ref.startsWith('#/')) return undefined;
  let node: unknown = profileSchema;
  for (const seg of segmentsOf(ref.slice(1))) node = (node as Record<string, unknown> | undefined)?.[seg];
  return node;
}

/** Runs a compiled validator over a value and turns its errors into findings (one per path). */
function check(validate: ValidateFunction, value: unknown, locate: Locate): Finding[] {
  if (validate(value)) return [];
  // propertyNames reports the failing name once itself; its inner pattern error only repeats it.
  // An if/then/else reports its branch's own errors; its "must match then" adds nothing.
  const errors = (validate.errors ?? []).filter((e) => !e.schemaPath.includes('/propertyNames/') && e.keyword !== 'if');
  const raw = collapseCombinators(errors);
  const byPath = new Map<string, Finding>();
  for (const r of raw) {
    const f = toFinding(r, locate);
    if (f && !byPath.has(f.path)) byPath.set(f.path, f);
  }
  // A misspelt required key shows up as "unknown key" plus "missing field": the typo explains both.
  const unknownKeys = raw.filter((r) => r.keyword === 'additionalProperties');
  for (const r of raw) {
    if (r.keyword !== 'required') continue;
    const missing = String(r.params['missingProperty']);
    const typo = unknownKeys.some((u) => u.instancePath === r.instancePath && closestMatch(String(u.params['additionalProperty']), [missing]) !== undefined);
    if (typo) byPath.delete(r.instancePath + pointerOf([missing]));
  }
  // Stable order by position (values without text keep ajv's order).
  return [...byPath.values()].sort((a, b) => a.line - b.line || a.column - b.column);
}

/**
 * The pointers of what breaks the schema in a value (empty when valid), for taking broken parts
 * out (schemas/prune.ts): the bad value itself, an unknown key, a repeated entry, or the object
 * that misses a required field or names an unknown kind. Fills defaults like the findings' run.
 */
export function schemaProblemPointers(ref: string, value: unknown): { pointer: string; unknownKey?: boolean }[] {
  const validate = validatorFor(ref);
  if (validate(value)) return [];
  const errors = validate.errors ?? [];
  const out: { pointer: string; unknownKey?: boolean }[] = [];
  for (const r of collapseCombinators(errors.filter((e) => !e.schemaPath.includes('/propertyNames/')))) {
    const here = r.instancePath;
    if (r.keyword === 'additionalProperties') out.push({ pointer: here + pointerOf([String(r.params['additionalProperty'])]), unknownKey: true });
    else if (r.keyword === 'propertyNames') out.push({ pointer: here + pointerOf([String(r.params['propertyName'])]) });
    else if (r.keyword === 'uniqueItems') out.push({ pointer: here + pointerOf([Number(r.params['j'])]) });
    else out.push({ pointer: here });
  }
  return out;
}

/** Validates a value against a schema id (with an optional #/json/pointer fragment): its findings, empty when valid. */
export function schemaFindings(ref: string, value: unknown, locate: Locate): Finding[] {
  return check(validatorFor(ref), value, locate);
}
