/** Test helpers for shopctl commands: Deps over the real tree plus in-memory files, with captured output. */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { nodeFileSystem, type LoaderFileSystem } from '../../schemas/node.js';
import type { Deps } from '../deps.js';
import { main } from '../main.js';

/** The repository root (commands run with it as the working folder). */
export const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));
/** Tuesday 10 March 2026, noon in Los Angeles: the default clock of command tests. */
export const TUESDAY_NOON = Date.parse('2026-03-10T12:00:00-07:00');

/** Runs shopctl with fake Deps: `files` (paths relative to the repo) shadow the real tree; the clock is fixed; `env` is the whole environment. */
export async function runShopctl(
  argv: readonly string[],
  files: Readonly<Record<string, string>> = {},
  now = TUESDAY_NOON,
  env: Readonly<Record<string, string>> = {},
): Promise<{ code: number; out: string; err: string }> {
  const virtual = new Map(Object.entries(files).map(([k, v]) => [join(REPO_ROOT, k), v]));
  const fs: LoaderFileSystem = {
    ...nodeFileSystem,
    readFile: async (p) => virtual.get(p) ?? nodeFileSystem.readFile(p),
    stat: async (p) => (virtual.has(p) ? { isDirectory: false, isFile: true } : nodeFileSystem.stat(p)),
  };
  let out = '';
  let err = '';
  const deps: Deps = {
    stdout: (t) => void (out += t),
    stderr: (t) => void (err += t),
    fs,
    now: () => now,
    env,
    cwd: REPO_ROOT,
    fetch: async () => ({ ok: false, status: 503, text: async () => '' }),
  };
  const code = await main(argv, deps);
  return { code, out, err };
}
