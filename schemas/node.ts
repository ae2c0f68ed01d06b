/**
 * Node-side loading: profile files, menu files beside them, remote menus (cached), presets from
 * shops/presets, and every *.profile.json under a folder. Not exported from schemas/index.ts
 * (the storefront bundle must stay free of node:*).
 */
import { fileURLToPath } from 'node:url';
import { createHash } from 'node:crypto';
import { mkdir, readFile, readdir, stat, writeFile } from 'node:fs/promises';
import { basename, dirname, isAbsolute, join, resolve } from 'node:path';
import type { Preset } from './generated/types.js';
import type { LoadedProfile } from './profile-types.js';
import { FINDING_CODES, type Finding, type FindingCode, type Severity } from './findings.js';
import { createLocator, parseJsonText } from './json-text.js';
import { loadPreset, loadProfile, type JsonInput, type LoadProfileResult } from './loader.js';

/** The file operations the loader needs (real by default; tests and the CLI pass their own). */
export interface LoaderFileSystem {
  readFile(path: string): Promise<string>;
  /** Entries of a folder; throws when it does not exist. */
  readdir(path: string): Promise<readonly { readonly name: string; readonly isDirectory: boolean; readonly isFile: boolean }[]>;
  /** undefined when nothing is there. */
  stat(path: string): Promise<{ readonly isDirectory: boolean; readonly isFile: boolean } | undefined>;
  writeFile(path: string, text: string): Promise<void>;
  mkdir(path: string): Promise<void>;
}

/** The real file system. */
export const nodeFileSystem: LoaderFileSystem = {
  readFile: (path) => readFile(path, 'utf8'),
  readdir: async (path) =>
    (await readdir(path, { withFileTypes: true })).map((d) => ({ name: d.name, isDirectory: d.isDirectory(), isFile: d.isFile() })),
  stat: async (path) => {
    try {
      const s = await stat(path);
      return { isDirectory: s.isDirectory(), isFile: s.isFile() };
    } catch {
      return undefined;
    }
  },
  writeFile: (path, text) => writeFile(path, text, 'utf8'),
  mkdir: (path) => mkdirEach(path),
};

/**
 * Creates a folder and its missing parents, one folder at a time, failing on the first the file
 * system refuses (its error names that folder). Node's `mkdir(..., { recursive: true })` is not
 * used: where a file system refuses a new folder with ENOENT although its parent exists (/proc),
 * it retries for ever.
 */
async function mkdirEach(path: string): Promise<void> {
  const missing: string[] = [];
  for (let dir = resolve(path); ; ) {
    const s = await stat(dir).catch(() => undefined);
    if (s?.isDirectory()) break;
    missing.unshift(dir);
    // Something that is not a folder is in the way: creating it fails with EEXIST, naming it.
    if (s) break;
    const parent = dirname(dir);
    if (parent === dir) break;
    dir = parent;
  }
  for (const dir of missing) {
    try {
      await mkdir(dir);
    } catch (err) {
      // Made meanwhile by someone else: fine, as long as it is a folder.
      if ((err as { code?: unknown }).code === 'EEXIST' && (await stat(dir).catch(() => undefined))?.isDirectory()) continue;
      throw err;
    }
  }
}

/** Options for loading profile files. */
export interface LoadFileOptions {
  /** Folder of preset files (<id>.json); default: the repo's shops/presets, found from the profile's folder or the cwd. */
  readonly presetsDir?: string;
  /** Presets already loaded (skips reading presetsDir). */
  readonly presets?: Readonly<Record<string, Preset>>;
  readonly fs?: LoaderFileSystem;
  /** fetch for {url} menus (default: global fetch). */
  readonly fetch?: (url: string, init: { signal: AbortSignal }) => Promise<{ ok: boolean; status: number; text(): Promise<string> }>;
  /** Where remote menus are cached (default: <cwd>/data/menu-cache). */
  readonly cacheDir?: string;
  /** The clock, for the menu cache (epoch ms). */
  readonly now?: () => number;
  /** Time allowed for a remote menu fetch (default 5000 ms). */
  readonly fetchTimeoutMs?: number;
  /** The working folder relative paths start from (default process.cwd()). */
  readonly cwd?: string;
}

function fileFinding(file: string, path: string, line: number, column: number, code: FindingCode, message: string, hint: string, severity: Severity = FINDING_CODES[code].severity): Finding {
  return { severity, code, file, path, line, column, message, hint };
}

/** Finds the presets folder: shops/presets in the profile's folder or an ancestor, else under cwd. */
export async function findPresetsDir(from: string, fs: LoaderFileSystem = nodeFileSystem, cwd = process.cwd()): Promise<string | undefined> {
  // Last resort: the presets shipped with this package (found from this module's own location,
  // which also works from the bundled CLI in cli/dist), so a profile written outside the repo
  // can still extend legacy-tags.
  const starts = [resolve(cwd, from), resolve(cwd), dirname(fileURLToPath(import.meta.url))];
  for (const start of starts) {
    let dir = start;
    for (;;) {
      for (const candidate of [join(dir, 'shops', 'presets'), ...(basename(dir) === 'shops' ? [join(dir, 'presets')] : [])]) {
        const s = await fs.stat(candidate);
        if (s?.isDirectory) return candidate;
      }
      const parent = dirname(dir);
      if (parent === dir) break;
      dir = parent;
    }
  }
  return undefined;
}

/** Loads every <id>.json preset in a folder. Broken presets are kept as findings under their file stem. */
export async function loadPresetsDir(
  dir: string,
  fs: LoaderFileSystem = nodeFileSystem,
): Promise<{ presets: Record<string, Preset>; findingsById: Record<string, Finding[]> }> {
  const presets: Record<string, Preset> = {};
  const findingsById: Record<string, Finding[]> = {};
  let entries: Awaited<ReturnType<LoaderFileSystem['readdir']>> = [];
  try {
    entries = await fs.readdir(dir);
  } catch {
    return { presets, findingsById };
  }
  for (const e of [...entries].sort((a, b) => a.name.localeCompare(b.name))) {
    if (!e.isFile || !e.name.endsWith('.json')) continue;
    const file = join(dir, e.name);
    const stem = e.name.replace(/\.json$/, '');
    const text = await fs.readFile(file);
    const r = loadPreset({ text, file });
    if (r.ok) {
      presets[r.preset.id] = r.preset;
      if (r.findings.length > 0) findingsById[r.preset.id] = r.findings;
    } else {
      findingsById[stem] = r.findings;
    }
  }
  return { presets, findingsById };
}

interface CachedMenu {
  readonly url: string;
  readonly fetchedAt: number;
  readonly text: string;
}

/** The legacy menu host wraps the menu as { data: { menu } } or { menu }: accept those too. */
function unwrapMenuText(text: string): string | undefined {
  const parsed = parseJsonText(text);
  if (!parsed.ok) return undefined;
  const v = parsed.value as Record<string, unknown> | null;
  if (!v || typeof v !== 'object') return undefined;
  if ('subMenus' in v) return text;
  const inner = (v['menu'] ?? (v['data'] as Record<string, unknown> | undefined)?.['menu']) as unknown;
  if (inner && typeof inner === 'object' && 'subMenus' in inner) return JSON.stringify(inner, null, 2);
  return text;
}

/**
 * Reads a remote menu: the cached copy while younger than cacheSeconds, else a fresh fetch
 * (cached on success); when the fetch fails, the cached copy with a warning.
 */
export async function fetchMenu(
  url: string,
  cacheSeconds: number,
  options: LoadFileOptions = {},
): Promise<{ text?: string; findings: Finding[] }> {
  const fs = options.fs ?? nodeFileSystem;
  const now = options.now ?? Date.now;
  const cacheDir = options.cacheDir ?? join(options.cwd ?? process.cwd(), 'data', 'menu-cache');
  const cacheFile = join(cacheDir, createHash('sha256').update(url).digest('hex').slice(0, 32) + '.json');
  let cached: CachedMenu | undefined;
  try {
    const c = JSON.parse(await fs.readFile(cacheFile)) as CachedMenu;
    if (c && c.url === url && typeof c.text === 'string' && typeof c.fetchedAt === 'number') cached = c;
  } catch {
    cached = undefined;
  }
  const t = now();
  if (cached && t - cached.fetchedAt < cacheSeconds * 1000) return { text: cached.text, findings: [] };
  const doFetch = options.fetch ?? ((u: string, init: { signal: AbortSignal }) => fetch(u, init));
  let problem: string;
  try {
    const res = await doFetch(url, { signal: AbortSignal.timeout(options.fetchTimeoutMs ?? 5000) });
    if (!res.ok) throw new Error(`the server answered HTTP ${res.status}`);
    const text = unwrapMenuText(await res.text());
    if (text === undefined) throw new Error('the answer is not JSON');
    try {
      await fs.mkdir(cacheDir);
      await fs.writeFile(cacheFile, JSON.stringify({ url, fetchedAt: t, text } satisfies CachedMenu));
    } catch {
      // A read-only cache folder only costs a refetch next time.
    }
    return { text, findings: [] };
  } catch (err) {
    const reason = err instanceof Error ? err.message : String(err);
    problem = /abort|timeout/i.test(reason) ? `it did not answer within ${options.fetchTimeoutMs ?? 5000} ms` : reason;
  }
  if (cached) {
    const age = Math.round((t - cached.fetchedAt) / 1000);
    return {
      text: cached.text,
      findings: [
        fileFinding(url, '', 0, 0, 'MENU_FETCH_FAILED', `The menu at ${url} could not be fetched (${problem}); using the copy cached ${age} s ago.`, 'Check the URL and the menu host; the cached copy is used until a fetch succeeds.', 'warning'),
      ],
    };
  }
  return {
    findings: [fileFinding(url, '', 0, 0, 'MENU_FETCH_FAILED', `The menu at ${url} could not be fetched (${problem}) and there is no cached copy.`, 'Check the URL and that the menu host is reachable, or put the menu in a file beside the profile.')],
  };
}

/** The result of loading one profile file. */
export type LoadFileResult = LoadProfileResult & { readonly file: string };

/**
 * Loads a profile file: reads it, reads a {file} menu beside it (findings point into that file),
 * fetches a {url} menu (cached), and loads the presets it extends.
 */
export async function loadProfileFile(path: string, options: LoadFileOptions = {}): Promise<LoadFileResult> {
  const fs = options.fs ?? nodeFileSystem;
  const cwd = options.cwd ?? process.cwd();
  const abs = isAbsolute(path) ? path : resolve(cwd, path);
  let text: string;
  try {
    text = await fs.readFile(abs);
  } catch (err) {
    const reason = (err as { code?: string }).code === 'ENOENT' ? 'it does not exist' : err instanceof Error ? err.message : String(err);
    return { ok: false, file: path, findings: [fileFinding(path, '', 0, 0, 'FILE_UNREADABLE', `The file ${path} cannot be read: ${reason}.`, 'Check the path and the file permissions.')] };
  }

  let presets = options.presets;
  let presetFindings: Record<string, Finding[]> = {};
  if (!presets) {
    const dir = options.presetsDir ?? (await findPresetsDir(dirname(abs), fs, cwd));
    if (dir) {
      const loaded = await loadPresetsDir(dir, fs);
      presets = loaded.presets;
      presetFindings = loaded.findingsById;
    }
  }

  // Peek at the menu source so a {file} or {url} menu can be read before validation.
  const parsed = parseJsonText(text, path);
  let menu: JsonInput | undefined;
  const extra: Finding[] = [];
  if (parsed.ok && parsed.value && typeof parsed.value === 'object') {
    const source = (parsed.value as Record<string, unknown>)['menu'] as Record<string, unknown> | undefined;
    const locator = createLocator(text);
    if (source && typeof source === 'object' && typeof source['file'] === 'string' && !('subMenus' in source)) {
      const rel = source['file'];
      const menuPath = isAbsolute(rel) ? rel : join(dirname(path), rel);
      try {
        menu = { text: await fs.readFile(isAbsolute(menuPath) ? menuPath : resolve(cwd, menuPath)), file: menuPath };
      } catch {
        const pos = locator.position('/menu/file');
        extra.push(fileFinding(path, '/menu/file', pos.line, pos.column, 'MENU_FILE_UNREADABLE', `The menu file ${menuPath} cannot be read.`, 'Put the menu file beside the profile or fix the "file" path (it is relative to the profile).'));
      }
    } else if (source && typeof source === 'object' && typeof source['url'] === 'string' && !('subMenus' in source)) {
      const url = source['url'];
      const cacheSeconds = typeof source['cacheSeconds'] === 'number' ? source['cacheSeconds'] : 300;
      const got = await fetchMenu(url, cacheSeconds, { ...options, fs, cwd });
      extra.push(...got.findings);
      if (got.text !== undefined) menu = { text: got.text, file: url };
    }
  }

  const result = loadProfile({ text, file: path, ...(presets ? { presets } : {}), ...(menu ? { menu } : {}) });
  const findings = [...extra, ...result.findings];
  for (const f of result.findings) {
    if (f.code !== 'UNKNOWN_PRESET') continue;
    const id = /"([^"]+)"/.exec(f.message)?.[1];
    if (id && presetFindings[id]) findings.push(...presetFindings[id]);
  }
  // A failed menu read already says why; "menu not loaded" would only repeat it.
  const useful = extra.some((f) => f.severity === 'error') ? findings.filter((f) => f.code !== 'MENU_NOT_LOADED') : findings;
  if (result.ok && !useful.some((f) => f.severity === 'error')) return { ...result, findings: useful, file: path };
  // The valid part goes along, so lint runs its semantic checks in the same run.
  const partial = result.ok ? { profile: result.profile, locate: result.locate, ruleSources: result.ruleSources, keep: (f: readonly Finding[]) => [...f] } : result.partial;
  return { ok: false, findings: useful, file: path, ...(partial ? { partial } : {}) };
}

const SKIP_DIRS = new Set(['node_modules', 'dist', 'data']);

/** Every *.profile.json under `dir` (recursively, skipping node_modules, dist, data and dot folders), sorted. */
export async function findProfileFiles(dir: string, fs: LoaderFileSystem = nodeFileSystem): Promise<string[]> {
  const out: string[] = [];
  const walk = async (d: string): Promise<void> => {
    const entries = await fs.readdir(d);
    for (const e of entries) {
      if (e.name.startsWith('.')) continue;
      const p = join(d, e.name);
      if (e.isDirectory) {
        if (!SKIP_DIRS.has(e.name)) await walk(p);
      } else if (e.isFile && e.name.endsWith('.profile.json')) {
        out.push(p);
      }
    }
  };
  await walk(dir);
  return out.sort();
}

/** Loads every *.profile.json under `dir`: the profiles that loaded and all findings. */
export async function loadProfilesInDir(
  dir: string,
  options: LoadFileOptions = {},
): Promise<{ profiles: LoadedProfile[]; findings: Finding[] }> {
  const fs = options.fs ?? nodeFileSystem;
  const files = await findProfileFiles(dir, fs);
  const profiles: LoadedProfile[] = [];
  const findings: Finding[] = [];
  let presets = options.presets;
  if (!presets) {
    const presetsDir = options.presetsDir ?? (await findPresetsDir(dir, fs, options.cwd ?? process.cwd()));
    if (presetsDir) presets = (await loadPresetsDir(presetsDir, fs)).presets;
  }
  for (const file of files) {
    const r = await loadProfileFile(file, { ...options, ...(presets ? { presets } : {}) });
    findings.push(...r.findings);
    if (r.ok) profiles.push(r.profile);
  }
  return { profiles, findings };
}

