/** Inputs shared by the commands that read one shop: --shop <profile>, --at <ISO time>, JSON files. */
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { DateTime } from 'luxon';
import { readIsoInstant } from '../../engine/iso-offset.js';
import { parseJsonText, validateOperations, type Finding } from '../../schemas/index.js';
import type { Operations } from '../../schemas/generated/types.js';
import { loadProfileFile } from '../../schemas/node.js';
import type { LoadedProfile } from '../../schemas/index.js';
import { UsageError } from '../command.js';
import type { Deps } from '../deps.js';
import { formatFindings, lintKindOf } from './lint.js';

/** The --shop option every shop command takes. */
export const SHOP_OPTION = { flags: '--shop <profile>', description: 'the shop profile file (*.profile.json)' } as const;
/** The --at option: the instant to evaluate at. */
export const OPERATIONS_OPTION = {
  flags: '--operations <json-file>',
  description: "the shop's live operations (schemas/operations.schema.json): a pause, busy minutes, items out of stock",
} as const;

/** Reads and validates --operations (a JSON file); undefined when not given. Bad input is a usage error (exit 2). */
export async function readOperations(deps: Deps, value: unknown): Promise<Operations | undefined> {
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || value.trim() === '') throw new UsageError('The --operations option needs a JSON file.');
  const { value: json, text } = await readJsonInput(deps, value, '--operations');
  const checked = validateOperations(json, { file: value, text });
  if (!checked.ok) {
    throw new UsageError(formatFindings(checked.findings).trimEnd() + `\nThe --operations file ${value} does not match schemas/operations.schema.json; fix the places listed above.`);
  }
  return checked.operations;
}

export const AT_OPTION = {
  flags: '--at <iso-time>',
  description: "the instant to use, ISO 8601 (without an offset it is read on the shop's clock; default: now)",
} as const;
/** The --json option. */
export const JSON_OPTION = { flags: '--json', description: 'print the result as JSON' } as const;

/** The value of a required string option, or bad usage naming the flag and the command's help. */
export function requireOption(options: Readonly<Record<string, unknown>>, key: string, flag: string, command: string, what: string): string {
  const value = options[key];
  if (typeof value !== 'string' || value.trim() === '') {
    throw new UsageError(`The option ${flag} is missing: give ${what}. Run shopctl ${command} --help for an example.`);
  }
  return value;
}

/** The absolute path of a file operand. */
export function absolutePath(deps: Deps, file: string): string {
  return isAbsolute(file) ? file : resolve(deps.cwd, file);
}

/**
 * Checks that --at parses as ISO 8601 (before anything is loaded), so a typo is bad usage; so is
 * an impossible UTC offset (+25:00, +05:75) or one its bracketed zone contradicts.
 */
export function checkAtSyntax(at: unknown): string | undefined {
  if (at === undefined) return undefined;
  const read = typeof at === 'string' ? readIsoInstant(at, 'UTC') : undefined;
  if (typeof at !== 'string' || !read?.ok) {
    const problem = read && !read.ok ? read.problem : undefined;
    throw new UsageError(
      `The --at value "${String(at)}" is not an ISO 8601 date-time${problem ? `: ${problem.problem}` : ''}. ${problem?.fix ?? "Write it like 2026-03-10T12:00:00-07:00 (or without the offset for the shop's own clock)."}`,
    );
  }
  return at;
}

/** An instant as ISO 8601 on the shop's clock (with its offset). */
export function isoInZone(now: number, timeZone: string): string {
  return DateTime.fromMillis(now, { zone: timeZone }).toISO() ?? new Date(now).toISOString();
}

/** The instant (epoch ms) to evaluate at: --at read in the shop's zone when it has no offset, else the injected clock. */
export function instantOf(at: string | undefined, timeZone: string, deps: Deps): number {
  if (at === undefined) return deps.now();
  const read = readIsoInstant(at, timeZone);
  return read.ok ? read.ms : Number.NaN;
}

export type LoadedShop = { readonly ok: true; readonly profile: LoadedProfile; readonly findings: readonly Finding[]; readonly file: string; readonly ruleSources?: readonly { readonly preset?: string; readonly index: number }[] };

/**
 * Loads the --shop profile. A path that does not exist, a file that cannot be read or is not
 * valid JSON is bad usage (exit 2, as for --cart); a profile with errors prints its findings to
 * stderr and gives undefined (the caller exits 1). Warnings go to stderr too, so --json output
 * stays clean. `shopId`: the cart's shop (price), null for a cart without one, undefined when
 * there is no cart; it picks the profile when --shop is a site folder with several.
 */
export async function loadShop(deps: Deps, given: string, shopId?: string | null): Promise<LoadedShop | undefined> {
  const s = await deps.fs.stat(absolutePath(deps, given));
  if (!s) throw new UsageError(`The profile ${given} does not exist. Give a shop profile file, e.g. --shop shops/test/test.profile.json.`);
  const file = s.isDirectory ? await profileInFolder(deps, given, shopId) : given;
  if (!s.isDirectory) await refuseMenuFile(deps, file);
  const result = await loadProfileFile(file, { fs: deps.fs, cwd: deps.cwd, now: deps.now, fetch: deps.fetch });
  if (!result.ok) {
    // The file itself, not what it says: a menu file it names stays a finding of the profile.
    const unusable = result.findings.filter((f) => f.file === file && (f.code === 'BAD_JSON' || f.code === 'FILE_UNREADABLE'));
    if (unusable.length > 0) {
      const what = unusable.some((f) => f.code === 'BAD_JSON') ? 'is not valid JSON; fix it at the place shown' : 'cannot be read; check the path and its permissions';
      throw new UsageError(formatFindings(unusable).trimEnd() + `\nThe --shop file ${file} ${what}.`);
    }
    deps.stderr(formatFindings(result.findings));
    deps.stderr(`The profile ${file} has errors (listed above); fix them and run again (shopctl lint ${file} checks it).\n`);
    return undefined;
  }
  if (result.findings.length > 0) deps.stderr(formatFindings(result.findings));
  return { ok: true, profile: result.profile, findings: result.findings, file, ruleSources: result.ruleSources };
}

/**
 * A menu file given where a profile is expected is bad usage (exit 2), not a profile with errors:
 * its findings would ask to add "identity" to the menu and delete its keys. Told as lint tells
 * it (its "$schema", its name, its shape); names the profiles beside it that read it.
 */
async function refuseMenuFile(deps: Deps, file: string): Promise<void> {
  let value: unknown;
  try {
    const parsed = parseJsonText(await deps.fs.readFile(absolutePath(deps, file)), file);
    if (!parsed.ok) return;
    value = parsed.value;
  } catch {
    return; // The profile loader says why it cannot be read.
  }
  if (lintKindOf(file, value) !== 'menu') return;
  const profiles = await profilesReading(deps, file);
  const which = profiles.length === 0 ? ' (the *.profile.json whose "menu" names this file)' : `: ${profiles.join(' or ')} ${profiles.length === 1 ? 'reads' : 'read'} this menu`;
  throw new UsageError(`${file} is a menu file, not a shop profile. Give the profile with --shop${which}.`);
}

/** The *.profile.json files beside a menu file whose {"menu": {"file"}} names it. */
async function profilesReading(deps: Deps, menuFile: string): Promise<string[]> {
  const dir = dirname(menuFile);
  const target = absolutePath(deps, menuFile);
  let names: string[];
  try {
    names = (await deps.fs.readdir(absolutePath(deps, dir))).filter((e) => e.isFile && e.name.endsWith('.profile.json')).map((e) => e.name).sort();
  } catch {
    return [];
  }
  const found: string[] = [];
  for (const name of names) {
    const candidate = join(dir, name);
    try {
      const v = JSON.parse(await deps.fs.readFile(absolutePath(deps, candidate))) as { menu?: { file?: unknown } };
      const ref = v.menu?.file;
      if (typeof ref === 'string' && resolve(absolutePath(deps, dir), ref) === target) found.push(candidate);
    } catch {
      // A profile that cannot be read does not name the menu.
    }
  }
  return found;
}

/**
 * The profile a site folder given as --shop stands for: its only *.profile.json, or with several
 * (a multi-location site) the one named <shopId>.profile.json for the cart's shopId.
 */
async function profileInFolder(deps: Deps, folder: string, shopId: string | null | undefined): Promise<string> {
  const names = (await deps.fs.readdir(absolutePath(deps, folder)))
    .filter((e) => e.isFile && e.name.endsWith('.profile.json'))
    .map((e) => e.name)
    .sort();
  const pick = names.length === 1 ? names[0] : typeof shopId === 'string' ? names.find((n) => n === `${shopId}.profile.json`) : undefined;
  if (pick) return join(folder, pick);
  if (names.length === 0) throw new UsageError(`${folder} is a folder with no *.profile.json in it. Give a shop profile file with --shop.`);
  throw new UsageError(
    `${folder} holds ${names.length} profiles (${names.join(', ')}). Give one of them with --shop${shopId === null ? ', or set "shopId" in the cart' : ''}.`,
  );
}

/** What each file option takes, for the message when it is given a folder. */
const FILE_OF: Readonly<Record<string, string>> = {
  '--cart': 'a cart file',
  '--history': 'a history JSON file (or the JSON inline)',
  '--promo-history': 'a promo history JSON file (or the JSON inline)',
  '--operations': 'an operations JSON file',
  '--settings': 'the legacy settings file',
  '--menu': 'the legacy menu file',
  '--shop': 'the legacy shop record file',
};

/** The file system's refusal in plain words ('permission denied'), with its code for searching; the message itself when unknown. */
export function fsReason(err: unknown): string {
  const code = (err as { code?: unknown }).code;
  const words: Readonly<Record<string, string>> = {
    ENOENT: 'it does not exist',
    EACCES: 'permission denied',
    EPERM: 'the operation is not permitted',
    EROFS: 'the file system is read-only',
    ENOSPC: 'the disk is full',
    EDQUOT: 'the disk quota is used up',
    ENOTDIR: 'a part of the path is a file, not a folder',
    EISDIR: 'it is a folder, not a file',
    EEXIST: 'a file of that name is in the way',
    ENAMETOOLONG: 'the name is too long',
    ELOOP: 'the path has too many symbolic links',
    EMFILE: 'too many files are open',
    EBUSY: 'it is busy',
    EIO: 'the disk reported an input/output error',
  };
  if (typeof code === 'string' && words[code]) return code === 'ENOENT' ? words[code] : `${words[code]} (${code})`;
  return err instanceof Error ? err.message : String(err);
}

/**
 * Reads a file given with `flag`; a folder, a missing or unreadable file is bad usage naming
 * the path and what to give instead.
 */
export async function readInputFile(deps: Deps, file: string, flag: string): Promise<string> {
  const abs = absolutePath(deps, file);
  const folder = (): UsageError => new UsageError(`The ${flag} path ${file} is a folder; give ${FILE_OF[flag] ?? 'a file'}.`);
  if ((await deps.fs.stat(abs))?.isDirectory) throw folder();
  try {
    return await deps.fs.readFile(abs);
  } catch (err) {
    if ((err as { code?: unknown }).code === 'EISDIR') throw folder();
    throw new UsageError(`The ${flag} file ${file} cannot be read: ${fsReason(err)}. Check the path.`);
  }
}

/** Reads a JSON input file (a cart, a history); unreadable or invalid JSON is bad usage naming the file. */
export async function readJsonInput(deps: Deps, file: string, flag: string): Promise<{ value: unknown; text: string }> {
  const text = await readInputFile(deps, file, flag);
  const parsed = parseJsonText(text, file);
  if (!parsed.ok) {
    throw new UsageError(formatFindings(parsed.findings).trimEnd() + `\nThe ${flag} file ${file} is not valid JSON; fix it at the place shown.`);
  }
  return { value: parsed.value, text };
}
