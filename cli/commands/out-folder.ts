/**
 * The --out folder of `shopctl import` and `shopctl pull`: checked before anything is read (a file
 * where a folder must be is bad usage), created one folder at a time, written with plain reasons.
 */
import { dirname, isAbsolute, join, relative } from 'node:path';
import { UsageError } from '../command.js';
import type { Deps } from '../deps.js';
import { fsReason } from './shop-input.js';

/** A path as the user sees it: relative to the working folder when --out was given relative. */
function shownPath(deps: Deps, out: string, abs: string): string {
  const rel = relative(deps.cwd, abs);
  return isAbsolute(out) || rel === '' || rel.startsWith('..') || isAbsolute(rel) ? abs : rel;
}

/**
 * Checks --out before anything is read: a file where the folder (or one of its parents) must be
 * is bad usage naming it. Missing folders are fine; writeOut creates them.
 */
export async function checkOutFolder(deps: Deps, out: string, outAbs: string, contents = 'the profile and its menu.json'): Promise<void> {
  for (let dir = outAbs; ; ) {
    const s = await deps.fs.stat(dir);
    if (s?.isDirectory) return;
    if (s) {
      throw new UsageError(
        dir === outAbs
          ? `--out ${out} is a file, not a folder; choose a folder (${contents} are written into it).`
          : `--out ${out} cannot be a folder: ${shownPath(deps, out, dir)} is a file, not a folder; choose a folder.`,
      );
    }
    const parent = dirname(dir);
    if (parent === dir) return;
    dir = parent;
  }
}

/** Creates --out (each missing folder in turn); a refusal is bad usage naming the path and why. */
export async function makeOutFolder(deps: Deps, out: string, outAbs: string): Promise<void> {
  try {
    await deps.fs.mkdir(outAbs);
  } catch (err) {
    const failed = (err as { path?: unknown }).path;
    const at = typeof failed === 'string' && failed !== outAbs ? ` (at ${shownPath(deps, out, failed)})` : '';
    // mkdir answers ENOENT under a parent that exists where the file system takes no new folders (/proc).
    const reason = (err as { code?: unknown }).code === 'ENOENT' ? 'the file system there does not take new folders (ENOENT)' : fsReason(err);
    throw new UsageError(`The --out folder ${out} cannot be created${at}: ${reason}. Choose a folder you can write to.`);
  }
}

/** Creates --out (each missing folder in turn) and writes one file there; a refusal is bad usage naming the path and why. */
export async function writeOut(deps: Deps, out: string, outAbs: string, name: string, text: string): Promise<void> {
  await makeOutFolder(deps, out, outAbs);
  try {
    await deps.fs.writeFile(join(outAbs, name), text);
  } catch (err) {
    throw new UsageError(`${join(out, name)} cannot be written: ${fsReason(err)}. Choose a folder you can write to with --out.`);
  }
}

