/**
 * The one loader: turns untrusted JSON (a profile, a preset, a menu, a cart, a quote) into a typed
 * value or findings, with ajv (draft 2020-12) validators compiled ahead of time. Findings carry
 * file, JSON pointer and 1-based line/column taken from the original text.
 *
 * Browser-safe: no node:* imports (file and URL reading live in schemas/node.ts).
 */
import type { ErrorObject, ValidateFunction } from 'ajv/dist/2020.js';
import { parse as parseJsonc, parseTree, printParseErrorCode, type Node as JsonNode, type ParseError } from 'jsonc-parser';
import type { CartInput, Menu, Preset, Quote, Rule, Schedule, ShopProfile } from './generated/types.js';
import type { LoadedProfile } from './profile-types.js';
import { FINDING_CODES, pointerOf, segmentsOf, type Finding, type FindingCode, type Locate, type Severity, type SourceLocation } from './findings.js';
import { CART_ID, MENU_ID, PRESET_ID, PROFILE_ID, QUOTE_ID, VALIDATOR_REFS } from './schema-ids.js';
import profileSchema from './shop-profile.schema.json' with { type: 'json' };
import cartSchema from './cart.schema.json' with { type: 'json' };
import quoteSchema from './quote.schema.json' with { type: 'json' };
import presetSchema from './preset.schema.json' with { type: 'json' };
import menuSchema from './menu.schema.json' with { type: 'json' };
import * as compiledValidators from './generated/validators.js';
import { normalizeDocument } from './normalize.js';

// ---------------------------------------------------------------------------------------------
// Validators, compiled ahead of time by schemas/generate-types.ts with the options of
// schemas/ajv-setup.ts (regenerate with npm run schemas:types)

const validators = new Map<string, ValidateFunction>(
  (Object.keys(VALIDATOR_REFS) as (keyof typeof VALIDATOR_REFS)[]).map((name) => [VALIDATOR_REFS[name], compiledValidators[name]]),
);

/** The validator for a schema id (with an optional #/json/pointer fragment). */
function validatorFor(ref: string): ValidateFunction {
  const v = validators.get(ref);
  if (!v) throw new Error(`schema ${ref} has no precompiled validator (add it to VALIDATOR_REFS and run npm run schemas:types)`);
  return v;
}

// ---------------------------------------------------------------------------------------------
// Source positions

/** Finds the line and column of JSON pointers in a JSON text. */
export interface Locator {
  /** 1-based line/column of the value at `path` (or of its key with `key: true`); the nearest existing ancestor when absent. */
  position(path: string, options?: { readonly key?: boolean }): { line: number; column: number };
}

/** Builds a locator over a JSON text (parsed lazily, once). */
export function createLocator(text: string): Locator {
  let root: JsonNode | undefined;
  let parsed = false;
  let lineStarts: number[] | undefined;
  const toLineColumn = (offset: number): { line: number; column: number } => {
    if (!lineStarts) {
      lineStarts = [0];
      for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) === 10) lineStarts.push(i + 1);
    }
    let lo = 0;
    let hi = lineStarts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (lineStarts[mid]! <= offset) lo = mid;
      else hi = mid - 1;
    }
    return { line: lo + 1, column: offset - lineStarts[lo]! + 1 };
  };
  return {
    position(path, options) {
      if (!parsed) {
        root = parseTree(text, [], { disallowComments: false, allowTrailingComma: true });
        parsed = true;
      }
      if (!root) return { line: 1, column: 1 };
      let node: JsonNode = root;
      let keyNode: JsonNode | undefined;
      const segments = segmentsOf(path);
      for (let i = 0; i < segments.length; i++) {
        const seg = segments[i]!;
        let next: JsonNode | undefined;
        let nextKey: JsonNode | undefined;
        if (node.type === 'object') {
          // The last property with this key wins, as in JSON.parse.
          for (const prop of node.children ?? []) {
            const k = prop.children?.[0];
            if (k && k.value === seg) {
              nextKey = k;
              next = prop.children?.[1];
            }
          }
        } else if (node.type === 'array' && /^\d+$/.test(seg)) {
          next = node.children?.[Number(seg)];
        }
        if (!next) {
          if (nextKey) return toLineColumn(nextKey.offset);
          return toLineColumn(node.offset);
        }
        node = next;
        keyNode = nextKey;
      }
      if (options?.key && keyNode) return toLineColumn(keyNode.offset);
      return toLineColumn(node.offset);
    },
  };
}

/** A Locate over one file's text (line/column 0 when there is no text). */
function locateIn(file: string, text: string | undefined): Locate {
  const locator = text === undefined ? undefined : createLocator(text);
  return (path, options) => {
    const pos = locator ? locator.position(path, options) : { line: 0, column: 0 };
    return { file, path, line: pos.line, column: pos.column };
  };
}

function finding(
  where: SourceLocation,
  code: FindingCode,
  message: string,
  hint: string,
  severity: Severity = FINDING_CODES[code].severity,
): Finding {
  return { severity, code, file: where.file, path: where.path, line: where.line, column: where.column, message, hint };
}

// ---------------------------------------------------------------------------------------------
// JSON text

const PARSE_ERROR_TEXT: Record<string, string> = {
  InvalidSymbol: 'an unexpected character was found',
  InvalidNumberFormat: 'a number is written wrongly',
  PropertyNameExpected: 'a key in double quotes was expected (is there a trailing comma?)',
  ValueExpected: 'a value was expected (is there a trailing comma or a missing value?)',
  ColonExpected: 'a colon was expected after the key',
  CommaExpected: 'a comma was expected between entries',
  CloseBraceExpected: 'a closing } was expected',
  CloseBracketExpected: 'a closing ] was expected',
  EndOfFileExpected: 'the text goes on after the end of the JSON value',
  InvalidCommentToken: 'comments are not allowed in JSON',
  UnexpectedEndOfComment: 'a comment is not closed',
  UnexpectedEndOfString: 'a string is not closed (missing ")',
  UnexpectedEndOfNumber: 'a number ends too early',
  InvalidUnicode: 'a \\u escape is not valid',
  InvalidEscapeCharacter: 'a backslash escape is not valid',
  InvalidCharacter: 'a control character (such as a raw tab or newline) is inside a string',
};

/** Parses JSON text strictly (no comments, no trailing commas); problems become BAD_JSON findings. */
export function parseJsonText(text: string, file = '<inline>'): { ok: true; value: unknown; findings: Finding[] } | { ok: false; findings: Finding[] } {
  const source = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const locator = createLocator(source);
  const errors: ParseError[] = [];
  const value: unknown = parseJsonc(source, errors, { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false });
  if (errors.length > 0) {
    const lineOf = lineColumnOf(source);
    const findings = errors.slice(0, 1).map((e) => {
      const pos = lineOf(e.offset);
      const what = PARSE_ERROR_TEXT[printParseErrorCode(e.error)] ?? 'the text cannot be read';
      return finding(
        { file, path: '', line: pos.line, column: pos.column },
        'BAD_JSON',
        `The file is not valid JSON: ${what} at line ${pos.line}, column ${pos.column}.`,
        'Fix the JSON syntax here: look for a missing comma, a trailing comma, an unclosed quote or bracket, or a comment just before this position.',
      );
    });
    return { ok: false, findings };
  }
  return { ok: true, value, findings: duplicateKeyFindings(source, file, locator) };
}

function lineColumnOf(text: string): (offset: number) => { line: number; column: number } {
  return (offset) => {
    let line = 1;
    let lineStart = 0;
    for (let i = 0; i < offset && i < text.length; i++) {
      if (text.charCodeAt(i) === 10) {
        line++;
        lineStart = i + 1;
      }
    }
    return { line, column: offset - lineStart + 1 };
  };
}

/** JSON.parse keeps the last of two equal keys silently; a profile author almost never means that. */
function duplicateKeyFindings(text: string, file: string, _locator: Locator): Finding[] {
  const root = parseTree(text);
  if (!root) return [];
  const out: Finding[] = [];
  const lineOf = lineColumnOf(text);
  const walk = (node: JsonNode, segments: (string | number)[]): void => {
    if (node.type === 'object') {
      const seen = new Set<string>();
      for (const prop of node.children ?? []) {
        const key = prop.children?.[0];
        const value = prop.children?.[1];
        if (!key || typeof key.value !== 'string') continue;
        if (seen.has(key.value)) {
          const pos = lineOf(key.offset);
          out.push(
            finding(
              { file, path: pointerOf([...segments, key.value]), line: pos.line, column: pos.column },
              'DUPLICATE_KEY',
              `The key "${key.value}" appears twice in the same object; only the last one is used.`,
              `Remove one of the two "${key.value}" entries (or merge them).`,
            ),
          );
        }
        seen.add(key.value);
        if (value) walk(value, [...segments, key.value]);
      }
    } else if (node.type === 'array') {
      (node.children ?? []).forEach((child, i) => walk(child, [...segments, i]));
    }
  };
  walk(root, []);
  return out;
}

// ---------------------------------------------------------------------------------------------
// ajv errors -> findings

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

/** Optimal-string-alignment edit distance (a transposition counts as one edit). */
export function editDistance(a: string, b: string): number {
  const m = a.length;
  const n = b.length;
  const d: number[][] = Array.from({ length: m + 1 }, (_, i) => Array.from({ length: n + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= m; i++) {
    for (let j = 1; j <= n; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, d[i - 2]![j - 2]! + 1);
      d[i]![j] = v;
    }
  }
  return d[m]![n]!;
}

/** The closest allowed word to a mistyped one, when it is close enough to be a likely typo. */
export function closestMatch(word: string, candidates: readonly string[]): string | undefined {
  const lower = word.toLowerCase();
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const c of candidates) {
    const dist = c.toLowerCase() === lower ? 0 : editDistance(lower, c.toLowerCase());
    if (dist < bestDistance) {
      best = c;
      bestDistance = dist;
    }
  }
  const limit = Math.max(2, Math.floor(word.length / 3));
  return best !== undefined && bestDistance <= limit ? best : undefined;
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
      if (p['error'] === 'tag') return undefined; // reported by `required`
      const allowed = discriminatorValues(r.parentSchema, tag);
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
      return finding(
        locate(here),
        'WRONG_TYPE',
        `${where(here)} must be ${listWords(types)}, but it is ${describeValue(r.data)}.`,
        `Write ${lastSegment(here) ? `"${lastSegment(here)}"` : 'the value'} as ${listWords(types)}${hintFromDescription(r.parentSchema)}.`,
      );
    }
    case 'enum':
    case 'const': {
      const allowed = r.keyword === 'enum' ? (p['allowedValues'] as unknown[]) : [p['allowedValue']];
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
      const expected = r.keyword === 'format' ? `a valid ${String(p['format'])}` : `text matching ${String(p['pattern'])}`;
      return finding(
        locate(here),
        'BAD_VALUE',
        `${where(here)} is ${describeValue(r.data)}, which is not in the expected format.`,
        `Write ${expected}${hintFromDescription(r.parentSchema)}.`,
      );
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
        'Use lowercase letters, digits and dashes, starting with a letter or digit (e.g. "weekday-lunch").',
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
  const errors = (validate.errors ?? []).filter((e) => !e.schemaPath.includes('/propertyNames/'));
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

// ---------------------------------------------------------------------------------------------
// Public API

/** The JSON input of a load: text (preferred: findings get lines) or an already-parsed value. */
export interface JsonInput {
  readonly text?: string;
  readonly value?: unknown;
  /** File name for findings ('<inline>' when absent). */
  readonly file?: string;
}

/** What loadProfile accepts. */
export interface LoadProfileInput extends JsonInput {
  /** Presets by id, for `extends` (already loaded with loadPreset). */
  readonly presets?: Readonly<Record<string, Preset>>;
  /** The menu, when the profile's menu is a {file} or {url} source: a menu value, or JSON input with its own file name. */
  readonly menu?: Menu | JsonInput;
}

/** Where a rule of a loaded profile came from: a preset (by id) or the profile itself, and its index there. */
export interface RuleSource {
  readonly preset?: string;
  readonly index: number;
}

/** A successful load. */
export interface LoadedProfileResult {
  readonly ok: true;
  readonly profile: LoadedProfile;
  /** Warnings (and nothing worse). */
  readonly findings: Finding[];
  /** Maps a pointer into the loaded profile to its source file and position (for lint findings). */
  readonly locate: Locate;
  /** One entry per rule of `profile.rules`: where the rule was written. */
  readonly ruleSources: readonly RuleSource[];
}

/** The result of loadProfile. */
export type LoadProfileResult = LoadedProfileResult | { readonly ok: false; readonly findings: Finding[] };

interface ReadJson {
  readonly value: unknown;
  readonly text: string | undefined;
  readonly file: string;
  readonly findings: Finding[];
}

function readJson(input: JsonInput): ReadJson | { findings: Finding[]; failed: true } {
  const file = input.file ?? '<inline>';
  if (input.text !== undefined) {
    const parsed = parseJsonText(input.text, file);
    if (!parsed.ok) return { findings: parsed.findings, failed: true };
    const text = input.text.charCodeAt(0) === 0xfeff ? input.text.slice(1) : input.text;
    return { value: parsed.value, text, file, findings: parsed.findings };
  }
  return { value: input.value, text: undefined, file, findings: [] };
}

function clone<T>(value: T): T {
  return value === undefined ? value : (structuredClone(value) as T);
}

function isJsonInput(x: Menu | JsonInput): x is JsonInput {
  return !('subMenus' in x) && ('text' in x || 'value' in x || 'file' in x);
}

/** Validates a menu (the spec's menu format) with its own file for findings; fills defaults. */
export function loadMenu(input: JsonInput): { ok: true; menu: Menu; findings: Finding[]; locate: Locate } | { ok: false; findings: Finding[] } {
  const read = readJson(input);
  if ('failed' in read) return { ok: false, findings: read.findings };
  const locate = locateIn(read.file, read.text);
  const value = clone(read.value);
  const findings = [...read.findings, ...check(validatorFor(MENU_ID), value, locate)];
  if (findings.some((f) => f.severity === 'error')) return { ok: false, findings };
  return { ok: true, menu: value as Menu, findings, locate };
}

/** Validates a preset (shops/presets/*.json). */
export function loadPreset(input: JsonInput): { ok: true; preset: Preset; findings: Finding[] } | { ok: false; findings: Finding[] } {
  const read = readJson(input);
  if ('failed' in read) return { ok: false, findings: read.findings };
  const value = clone(read.value);
  const locate = locateIn(read.file, read.text);
  const findings = [...read.findings, ...check(validatorFor(PRESET_ID), value, locate)];
  if (findings.some((f) => f.severity === 'error')) return { ok: false, findings };
  // Human units (weekday names, percentOff, a top-level promotion match) into the engine's forms.
  findings.push(...normalizeDocument(value, locate));
  if (findings.some((f) => f.severity === 'error')) return { ok: false, findings };
  return { ok: true, preset: value as Preset, findings };
}

/**
 * Loads a shop profile: parse, fill missing settings/presentation with {}, validate (filling
 * schema defaults), merge `extends` presets (their rules first, their schedules under the
 * profile's), and put the menu inline (a {file} or {url} menu must be passed as `menu`).
 */
export function loadProfile(input: LoadProfileInput): LoadProfileResult {
  const read = readJson(input);
  if ('failed' in read) return { ok: false, findings: read.findings };
  const locateProfile = locateIn(read.file, read.text);
  const value = clone(read.value);
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const obj = value as Record<string, unknown>;
    // The schema's defaults for settings and presentation apply only when the objects exist.
    if (obj['settings'] === undefined) obj['settings'] = {};
    if (obj['presentation'] === undefined) obj['presentation'] = {};
  }
  const findings: Finding[] = [...read.findings, ...check(validatorFor(PROFILE_ID), value, locateProfile)];
  if (findings.some((f) => f.severity === 'error')) return { ok: false, findings };
  // Human units (hours, weekday names, percentOff, a top-level promotion match) into the engine's forms.
  findings.push(...normalizeDocument(value, locateProfile));
  if (findings.some((f) => f.severity === 'error')) return { ok: false, findings };
  const profile = value as ShopProfile;

  // Presets: their rules first, in `extends` order; their schedules under the profile's.
  const presetRules: Rule[] = [];
  const ruleSources: RuleSource[] = [];
  const schedules: Record<string, Schedule> = {};
  (profile.extends ?? []).forEach((id, i) => {
    const preset = input.presets?.[id];
    if (!preset) {
      const known = Object.keys(input.presets ?? {});
      const guess = closestMatch(id, known);
      findings.push(
        finding(
          locateProfile(pointerOf(['extends', i])),
          'UNKNOWN_PRESET',
          `The preset "${id}" does not exist.`,
          known.length === 0
            ? 'No presets were found: put presets in shops/presets/<id>.json or remove this entry.'
            : `${guess ? `Did you mean "${guess}"? ` : ''}Known presets: ${known.join(', ')}.`,
        ),
      );
      return;
    }
    preset.rules.forEach((rule, index) => {
      presetRules.push(rule);
      ruleSources.push({ preset: id, index });
    });
    for (const [name, schedule] of Object.entries(preset.schedules ?? {})) if (schedule) schedules[name] = schedule;
  });
  for (const [name, schedule] of Object.entries(profile.schedules ?? {})) if (schedule) schedules[name] = schedule;
  const ownRules = profile.rules ?? [];
  ownRules.forEach((_, index) => ruleSources.push({ index }));
  const rules = withMessages([...presetRules, ...ownRules], profile.messages ?? {}, (key) => locateProfile(pointerOf(['messages', key])), findings);

  // Menu: inline, or read by the caller and validated on its own (findings point into its file).
  let menu: Menu | undefined;
  let locateMenu: Locate | undefined;
  const source = profile.menu;
  if ('subMenus' in source) {
    menu = source;
  } else if (input.menu) {
    const menuInput: JsonInput = isJsonInput(input.menu) ? input.menu : { value: input.menu, file: 'file' in source ? source.file : source.url };
    const loaded = loadMenu(menuInput);
    findings.push(...loaded.findings);
    if (loaded.ok) {
      menu = loaded.menu;
      locateMenu = loaded.locate;
    }
  } else {
    const what = 'file' in source ? `the file ${source.file}` : `the URL ${source.url}`;
    findings.push(
      finding(
        locateProfile('/menu'),
        'MENU_NOT_LOADED',
        `The menu is in ${what}, which was not read.`,
        'Load the profile with loadProfileFile (schemas/node.ts), which reads menu files and URLs, or pass the menu in.',
      ),
    );
  }
  if (findings.some((f) => f.severity === 'error') || !menu) return { ok: false, findings };

  const presetCount = presetRules.length;
  const locate: Locate = (path, options) => {
    const segs = segmentsOf(path);
    if (segs[0] === 'menu' && locateMenu) {
      const loc = locateMenu(pointerOf(segs.slice(1)), options);
      return loc;
    }
    if (segs[0] === 'rules' && segs[1] !== undefined && /^\d+$/.test(segs[1])) {
      const i = Number(segs[1]);
      const src = ruleSources[i];
      if (src?.preset !== undefined) {
        // A preset's rule: point at the `extends` entry that brought it in.
        const k = (profile.extends ?? []).indexOf(src.preset);
        const loc = locateProfile(pointerOf(['extends', k]));
        return { ...loc, path: loc.path };
      }
      if (presetCount > 0) return locateProfile(pointerOf(['rules', i - presetCount, ...segs.slice(2)]), options);
    }
    return locateProfile(path, options);
  };

  const loaded: LoadedProfile = {
    ...(profile as Omit<ShopProfile, 'menu' | 'rules' | 'settings' | 'presentation'>),
    schedules,
    menu,
    rules,
    settings: profile.settings as LoadedProfile['settings'],
    presentation: profile.presentation ?? {},
    source: read.file,
  };
  return { ok: true, profile: loaded, findings, locate, ruleSources };
}

/** Rule kinds whose customers see a `message` that the profile's `messages` may replace. */
const KINDS_WITH_MESSAGE: ReadonlySet<string> = new Set(['quantity-limit']);

/**
 * The rules with the profile's `messages` put in place of their own (copies: preset rules are
 * shared between profiles). A key naming no rule, or a rule that shows no message, is an error.
 */
function withMessages(rules: readonly Rule[], messages: Readonly<Record<string, string | undefined>>, locate: (key: string) => SourceLocation, findings: Finding[]): Rule[] {
  const ids = rules.map((r) => r.id);
  for (const [key, text] of Object.entries(messages)) {
    if (text === undefined) continue;
    const rule = rules.find((r) => r.id === key);
    if (rule === undefined) {
      const guess = closestMatch(key, ids);
      const withMessage = rules.filter((r) => KINDS_WITH_MESSAGE.has(r.kind)).map((r) => r.id);
      findings.push(finding(locate(key), 'UNKNOWN_MESSAGE_RULE', `messages names the rule "${key}", which is not in this profile or its presets.`,
        `${guess ? `Did you mean "${guess}"? ` : ''}${withMessage.length > 0 ? `Rules with a message: ${withMessage.join(', ')}.` : 'No rule here shows a message; remove this entry.'}`));
    } else if (!KINDS_WITH_MESSAGE.has(rule.kind)) {
      findings.push(finding(locate(key), 'MESSAGE_NOT_SHOWN', `The rule "${key}" is a ${rule.kind} rule, which shows customers no message, so "${text}" would never appear.`,
        `Only ${[...KINDS_WITH_MESSAGE].join(', ')} rules have messages; remove this entry.`));
    }
  }
  return rules.map((r) => {
    const text = messages[r.id];
    return text !== undefined && KINDS_WITH_MESSAGE.has(r.kind) ? ({ ...r, message: text } as Rule) : r;
  });
}

/** Validates a cart (request body or cart file): defaults filled, findings with JSON pointers. */
export function validateCart(value: unknown, options: { readonly file?: string; readonly text?: string } = {}): { ok: true; cart: CartInput; findings: Finding[] } | { ok: false; findings: Finding[] } {
  const copy = clone(value);
  const findings = check(validatorFor(CART_ID), copy, locateIn(options.file ?? '<request>', options.text));
  if (findings.some((f) => f.severity === 'error')) return { ok: false, findings };
  return { ok: true, cart: copy as CartInput, findings };
}

/** Validates a quote (output of pricing) against the quote schema. */
export function validateQuote(value: unknown, options: { readonly file?: string; readonly text?: string } = {}): { ok: true; quote: Quote; findings: Finding[] } | { ok: false; findings: Finding[] } {
  const copy = clone(value);
  const findings = check(validatorFor(QUOTE_ID), copy, locateIn(options.file ?? '<quote>', options.text));
  if (findings.some((f) => f.severity === 'error')) return { ok: false, findings };
  return { ok: true, quote: copy as Quote, findings };
}

/** Parses and validates a cart given as JSON text (a cart file): BAD_JSON or schema findings with lines. */
export function parseCart(text: string, file = '<cart>'): { ok: true; cart: CartInput; findings: Finding[] } | { ok: false; findings: Finding[] } {
  const parsed = parseJsonText(text, file);
  if (!parsed.ok) return parsed;
  return validateCart(parsed.value, { file, text });
}

/** The raw JSON Schemas (for the OpenAPI document and editors). */
export const SCHEMAS = { profile: profileSchema, menu: menuSchema, cart: cartSchema, quote: quoteSchema, preset: presetSchema } as const;
