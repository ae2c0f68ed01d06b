/**
 * The edge guard: every JSON body, query string and path parameter is walked once, without
 * recursion, before any route sees it. It refuses
 * - JSON nested deeper than MAX_JSON_DEPTH (recursive code further in, such as the canonical
 *   form used for idempotency or a structured clone, would otherwise run out of stack);
 * - a NUL character (U+0000), which PostgreSQL cannot store in text or JSON;
 * - a lone UTF-16 surrogate (an escape such as "\ud800" without its pair), which is not
 *   Unicode text and cannot be stored or sent on as UTF-8;
 * - a query parameter of an /api address given more than once (none takes several values);
 * - a `__proto__` key, or a `constructor` key holding a `prototype` (what would reach an object's
 *   prototype when merged into it): the JSON parser lets them through as plain keys (see
 *   framework-errors.ts) so that they are refused here with their place, not as unreadable JSON.
 * Each refusal is a 400 naming the field (a JSON pointer, `query:name` or `params:name`).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../errors.js';

/** Containers (objects and arrays) nested deeper than this are refused. */
export const MAX_JSON_DEPTH = 32;

/** A JSON pointer segment (RFC 6901). */
function segment(key: string | number): string {
  return `/${String(key).replace(/~/g, '~0').replace(/\//g, '~1')}`;
}

/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Why a string cannot be accepted, or undefined when it is fine. */
export function badText(s: string): 'NUL' | 'SURROGATE' | undefined {
  if (s.includes('\u0000')) return 'NUL';
  if (LONE_SURROGATE.test(s)) return 'SURROGATE';
  return undefined;
}

function textError(kind: 'NUL' | 'SURROGATE', where: string, isKey: boolean): ApiError {
  const what = isKey ? `The field name at ${where}` : `The text at ${where}`;
  return kind === 'NUL'
    ? new ApiError(400, 'INVALID_TEXT', `${what} contains a NUL character (U+0000), which cannot be stored. Remove it and send again.`, where)
    : new ApiError(400, 'INVALID_TEXT', `${what} contains an unpaired UTF-16 surrogate (an escape such as \\ud800 without its partner), which is not valid Unicode text. Send the whole character or remove it.`, where);
}

/** `__proto__` anywhere, or `constructor` holding `prototype`: keys no request has and the server never accepts. */
function isPrototypeKey(key: string, value: unknown): boolean {
  if (key === '__proto__') return true;
  return key === 'constructor' && typeof value === 'object' && value !== null && Object.hasOwn(value, 'prototype');
}

function forbiddenKey(key: string, where: string): ApiError {
  const what = key === '__proto__' ? 'the key "__proto__"' : 'the key "constructor" with a "prototype" inside';
  return new ApiError(400, 'FORBIDDEN_KEY', `The body has ${what} at ${where}, which no request takes and the server never accepts. Remove it and send again.`, where);
}

/**
 * Walks `value` iteratively (an explicit stack, so depth costs no call stack) and throws the
 * first problem found. `prefix` names where the value came from: '' for a body (paths are
 * JSON pointers), 'query:' or 'params:' for those.
 */
export function checkInput(value: unknown, prefix: '' | 'query:' | 'params:'): void {
  const stack: Array<{ v: unknown; path: string; depth: number }> = [{ v: value, path: '', depth: 0 }];
  const where = (path: string): string => (prefix === '' ? path : `${prefix}${path.slice(1)}`);
  while (stack.length > 0) {
    const { v, path, depth } = stack.pop()!;
    if (typeof v === 'string') {
      const bad = badText(v);
      if (bad) throw textError(bad, where(path), false);
      continue;
    }
    if (typeof v !== 'object' || v === null) continue;
    if (Buffer.isBuffer(v)) continue;
    const level = depth + 1;
    if (level > MAX_JSON_DEPTH) {
      throw new ApiError(
        400,
        'TOO_DEEP',
        `The JSON nests objects and arrays more than ${MAX_JSON_DEPTH} levels deep (at ${where(path) || 'the top'}). No request needs that many; send a flatter body.`,
        where(path),
      );
    }
    if (Array.isArray(v)) {
      for (let i = v.length - 1; i >= 0; i -= 1) stack.push({ v: v[i], path: path + segment(i), depth: level });
      continue;
    }
    const keys = Object.keys(v);
    for (let i = keys.length - 1; i >= 0; i -= 1) {
      const k = keys[i]!;
      const bad = badText(k);
      if (bad) throw textError(bad, where(path + segment(k)), true);
      if (prefix === '' && isPrototypeKey(k, (v as Record<string, unknown>)[k])) throw forbiddenKey(k, path + segment(k));
      stack.push({ v: (v as Record<string, unknown>)[k], path: path + segment(k), depth: level });
    }
  }
}

/**
 * No query parameter of this API takes several values (a list is one value with commas, as in
 * `?status=placed,accepted`), so one given twice is refused rather than read as an array that
 * the route does not expect.
 */
export function checkQueryOnce(query: unknown): void {
  if (typeof query !== 'object' || query === null) return;
  for (const [name, value] of Object.entries(query)) {
    if (Array.isArray(value)) {
      const shown = name.slice(0, 40);
      throw new ApiError(400, 'INVALID_QUERY', `The query parameter ${shown} is given ${value.length} times; give it once (a list is one value with commas, such as ${shown}=a,b).`, `query:${shown}`);
    }
  }
}

/** Adds the guard to every route of `app` (registered before the routes). */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', (req: FastifyRequest, _reply: FastifyReply, done: (err?: Error) => void) => {
    try {
      checkInput(req.params, 'params:');
      checkInput(req.query, 'query:');
      // Pages may be linked with anything in their query (campaign tags repeated by a mailer).
      if (req.url.startsWith('/api/')) checkQueryOnce(req.query);
      if (req.body !== undefined) checkInput(req.body, '');
      done();
    } catch (err) {
      done(err as Error);
    }
  });
}
