/**
 * A refusal of a value that sits inside a body (the cart of a delivery quote or of a studio draft
 * quote), checked on its own: its path, its message and its findings' rewritten to name the same
 * place in the whole body, so the message and the path always agree.
 */
import type { Refusal } from '../orders/index.js';

const escapeRegExp = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * `message`, written about a value on its own, for that value at `base`: each JSON pointer it
 * names that leads to `path` (the field itself or one of its parents), and 'the top level', name
 * the same place under `base`.
 */
export function rebaseMessage(message: string, path: string | undefined, base: string): string {
  const segments = (path ?? '').split('/').slice(1);
  let out = message;
  // Longest first, so a parent never matches inside a pointer already rewritten.
  for (let n = segments.length; n >= 1; n--) {
    const pointer = `/${segments.slice(0, n).join('/')}`;
    out = out.replace(new RegExp(`(^|[\\s("'])${escapeRegExp(pointer)}(?=$|[\\s.,:;)"'])`, 'g'), `$1${base}${pointer}`);
  }
  return out.replace(/\bthe top level\b/g, base);
}

/** The refusal with its path, message and findings under `base` (a JSON pointer such as /cart). */
export function refusalUnder(r: Refusal, base: string): Refusal {
  const at = (path: string | undefined) => `${base}${path ?? ''}`;
  const findings = r.extra?.findings as { path?: string; message?: unknown }[] | undefined;
  return {
    ...r,
    path: at(r.path),
    message: rebaseMessage(r.message, r.path, base),
    extra: findings
      ? { ...r.extra, findings: findings.map((f) => ({ ...f, path: at(f.path), ...(typeof f.message === 'string' ? { message: rebaseMessage(f.message, f.path, base) } : {}) })) }
      : r.extra,
  };
}
