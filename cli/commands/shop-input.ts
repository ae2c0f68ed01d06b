/** Inputs shared by the commands that read one shop: --shop <profile>, --at <ISO time>, JSON files. */
import { isAbsolute, join, resolve } from 'node:path';
import { DateTime } from 'luxon';
import { parseJsonText, validateOperations, type Finding } from '../../schemas/index.js';
import type { Operations } from '../../schemas/generated/types.js';
import { loadProfileFile } from '../../schemas/node.js';
import type { LoadedProfile } from '../../schemas/index.js';
import { UsageError } from '../command.js';
import type { Deps } from '../deps.js';
import { formatFindings } from './lint.js';

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

/** Checks that --at parses as ISO 8601 (before anything is loaded), so a typo is bad usage. */
export function checkAtSyntax(at: unknown): string | undefined {
  if (at === undefined) return undefined;
  if (typeof at !== 'string' || !DateTime.fromISO(at, { zone: 'UTC' }).isValid) {
    throw new UsageError(
      `The --at value "${String(at)}" is not an ISO 8601 date-time. Write it like 2026-03-10T12:00:00-07:00 (or without the offset for the shop's own clock).`,
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
  return DateTime.fromISO(at, { zone: timeZone }).toMillis();
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

/** Reads a JSON input file (a cart, a history); unreadable or invalid JSON is bad usage naming the file. */
export async function readJsonInput(deps: Deps, file: string, flag: string): Promise<{ value: unknown; text: string }> {
  let text: string;
  try {
    text = await deps.fs.readFile(absolutePath(deps, file));
  } catch (err) {
    const reason = (err as { code?: string }).code === 'ENOENT' ? 'it does not exist' : err instanceof Error ? err.message : String(err);
    throw new UsageError(`The ${flag} file ${file} cannot be read: ${reason}. Check the path.`);
  }
  const parsed = parseJsonText(text, file);
  if (!parsed.ok) {
    throw new UsageError(formatFindings(parsed.findings).trimEnd() + `\nThe ${flag} file ${file} is not valid JSON; fix it at the place shown.`);
  }
  return { value: parsed.value, text };
}
