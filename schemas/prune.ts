/**
 * The valid part of a document that has errors, so the semantic checks can still run on
 * everything that is not broken and report in the same run as the schema (no lint "rounds").
 *
 * The broken values are taken out one by one (the smallest value an error points at: a bad field,
 * an unknown key, an object missing a required field), the rest is validated again, until what is
 * left passes the schema and the unit conversions. Array entries taken out are skipped, and
 * `toOriginal` maps a pointer into what is left back to the written document. Browser-safe.
 */
import { pointerOf, segmentsOf } from './findings.js';

/** The valid part of a document. */
export interface Pruned {
  /** What is left, validated (defaults filled) and converted to the internal forms. */
  readonly value: unknown;
  /** A pointer into `value` as a pointer into the written document. */
  readonly toOriginal: (pointer: string) => string;
  /** Pointers (into the written document) of every value taken out. */
  readonly removed: readonly string[];
  /** Those of `removed` that were unknown keys: taking them out changes nothing the checks read. */
  readonly unknownKeys: readonly string[];
}

/** One thing a pass finds wrong: where, and whether it is an unknown key. */
export interface Problem {
  readonly pointer: string;
  readonly unknownKey?: boolean;
}

/** What one pass finds in a candidate (which it may change in place: defaults, unit conversions). */
export type FindProblems = (candidate: unknown) => readonly Problem[];

const REMOVED: unique symbol = Symbol('removed');
type Work = unknown;

function isContainer(v: unknown): v is Record<string, unknown> | unknown[] {
  return typeof v === 'object' && v !== null;
}

/** A deep copy of `work` with the removed array entries left out. */
function compact(work: Work): unknown {
  if (Array.isArray(work)) return work.filter((v) => v !== REMOVED).map(compact);
  if (isContainer(work)) {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(work)) out[k] = compact(v);
    return out;
  }
  return work;
}

/** The pointer into `work` (the written document's positions) of a pointer into its compact copy. */
function originalPointer(work: Work, pointer: string): string {
  const out: (string | number)[] = [];
  let node: unknown = work;
  for (const seg of segmentsOf(pointer)) {
    if (Array.isArray(node) && /^\d+$/.test(seg)) {
      let seen = -1;
      let index = node.length;
      for (let i = 0; i < node.length; i++) {
        if (node[i] === REMOVED) continue;
        seen++;
        if (seen === Number(seg)) {
          index = i;
          break;
        }
      }
      out.push(index);
      node = node[index];
    } else {
      out.push(seg);
      node = isContainer(node) ? (node as Record<string, unknown>)[seg] : undefined;
    }
  }
  return pointerOf(out);
}

/** Takes the value at an original pointer out of `work`; false when there is nothing to take (or it is the root). */
function remove(work: Work, pointer: string, standIn: (pointer: string) => unknown): boolean {
  const segs = segmentsOf(pointer);
  if (segs.length === 0) return false;
  let parent: unknown = work;
  for (const seg of segs.slice(0, -1)) {
    if (!isContainer(parent)) return false;
    parent = (parent as Record<string, unknown>)[seg];
  }
  const last = segs[segs.length - 1]!;
  if (Array.isArray(parent)) {
    const i = Number(last);
    if (!Number.isInteger(i) || i >= parent.length || parent[i] === REMOVED) return false;
    parent[i] = REMOVED;
    return true;
  }
  if (!isContainer(parent) || !Object.hasOwn(parent, last)) return false;
  const obj = parent as Record<string, unknown>;
  const replacement = standIn(pointer);
  if (replacement !== undefined && JSON.stringify(obj[last]) !== JSON.stringify(replacement)) obj[last] = replacement;
  else delete obj[last];
  return true;
}

/**
 * The valid part of `doc` (not changed), or undefined when nothing is left to check (the
 * document itself is broken). `problems` validates a candidate and returns the pointers of what
 * is wrong in it; `standIn` may give a value to put in place of a removed one (e.g. an empty
 * schedule, so names that refer to it still resolve).
 */
export function pruneToValid(doc: unknown, problems: FindProblems, standIn: (pointer: string) => unknown = () => undefined): Pruned | undefined {
  const work: Work = structuredClone(doc);
  const removed: string[] = [];
  const unknownKeys: string[] = [];
  // Each pass takes out at least one value, so this ends; the bound only guards against surprises.
  for (let pass = 0; pass < 200; pass++) {
    const candidate = compact(work);
    const found = problems(candidate);
    if (found.length === 0) {
      // `work` is not changed after this, so its positions stay the written document's.
      return { value: candidate, toOriginal: (p) => originalPointer(work, p), removed, unknownKeys };
    }
    // Deepest first, so taking out a value does not move the place of another.
    const originals = [...new Set(found.map((p) => originalPointer(work, p.pointer)))].sort((a, b) => segmentsOf(b).length - segmentsOf(a).length);
    for (const p of found) if (p.unknownKey) unknownKeys.push(originalPointer(work, p.pointer));
    let progress = false;
    for (const p of originals) {
      // A pointer at a field that is not there (a missing field) takes out what holds it.
      for (let at = p; at !== ''; at = pointerOf(segmentsOf(at).slice(0, -1))) {
        if (remove(work, at, standIn)) {
          removed.push(at);
          progress = true;
          break;
        }
      }
    }
    if (!progress) return undefined;
  }
  return undefined;
}

/**
 * Where a removed value belongs for the semantic checks: its rule, product, category, setting,
 * schedule, banner, page or location. A semantic finding inside such a unit is not reported (the
 * unit is only partly there), so no finding comes from what was taken out. `menuRoot` is where the
 * menu's categories sit ('/menu' in a profile, '' in a menu file).
 */
export function unitOf(pointer: string, menuRoot = '/menu'): string {
  const segs = segmentsOf(pointer);
  const menuSegs = segmentsOf(menuRoot);
  const inMenu = menuSegs.every((s, i) => segs[i] === s) && segs[menuSegs.length] === 'subMenus';
  if (inMenu) {
    const rest = segs.slice(menuSegs.length);
    // subMenus/C/products/P is a product; subMenus/C a category.
    const depth = rest[2] === 'products' && rest[3] !== undefined ? 4 : Math.min(rest.length, 2);
    return pointerOf([...menuSegs, ...rest.slice(0, depth)]);
  }
  if (segs.length <= 2) return pointerOf(segs);
  // A list entry (rules/3, presentation/banners/1, identity/locations/0, settings/specialHours/2).
  const firstIndex = segs.findIndex((s) => /^\d+$/.test(s));
  if (firstIndex >= 0 && firstIndex <= 2) return pointerOf(segs.slice(0, firstIndex + 1));
  return pointerOf(segs.slice(0, 2));
}

/**
 * The part of the document a removed value leaves incomplete, whose semantic findings may come
 * from the gap: the object that held a field, or the rule or product that held a list entry (a
 * band, an option, a group). A whole rule, category, product, location ... leaves nothing behind.
 */
export function scopeOf(pointer: string, menuRoot = '/menu'): string {
  const segs = segmentsOf(pointer);
  const last = segs[segs.length - 1];
  if (last !== undefined && /^\d+$/.test(last)) {
    const unit = unitOf(pointer, menuRoot);
    return unit === pointer ? pointer : unit;
  }
  return pointerOf(segs.slice(0, -1));
}

/** True when `pointer` is `unit` or inside it. */
export function within(pointer: string, unit: string): boolean {
  return unit === '' || pointer === unit || pointer.startsWith(`${unit}/`);
}
