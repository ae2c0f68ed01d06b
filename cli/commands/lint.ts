/**
 * shopctl lint: schema and semantic checks of profiles, menus, carts and presets, with file, line,
 * JSON path and a fix hint.
 */
import { basename, dirname, isAbsolute, join, resolve } from 'node:path';
import { lintLoadResult, lintMenu, type LintOptions } from '../../engine/lint/index.js';
import { closestMatch, hasErrors, loadMenu, loadPreset, parseCart, parseJsonText, sortFindings, type Finding } from '../../schemas/index.js';
import { findProfileFiles, loadProfileFile, type LoadFileResult } from '../../schemas/node.js';
import { EXIT, UsageError, type Command } from '../command.js';
import type { Deps } from '../deps.js';

/** Renders findings as `file:line:col  severity  CODE  message` with an indented hint. */
export function formatFindings(findings: readonly Finding[]): string {
  return findings
    .map((f) => {
      const where = f.line > 0 ? `${f.file}:${f.line}:${f.column}` : f.file;
      const path = f.path ? ` (at ${f.path})` : '';
      return `${where}  ${f.severity}  ${f.code}  ${f.message}${path}\n    hint: ${f.hint}\n`;
    })
    .join('');
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

/** Reads a profile's shopId without validating it (for LOCATION_WITHOUT_PROFILE across files). */
async function peekShopId(deps: Deps, file: string): Promise<string | undefined> {
  try {
    const v = JSON.parse(await deps.fs.readFile(isAbsolute(file) ? file : resolve(deps.cwd, file))) as { shopId?: unknown };
    return typeof v.shopId === 'string' ? v.shopId : undefined;
  } catch {
    return undefined;
  }
}

/** What a file given to lint holds. */
export type LintKind = 'profile' | 'menu' | 'cart' | 'preset';

const KIND_BY_SCHEMA: readonly (readonly [string, LintKind])[] = [
  ['shop-profile.schema.json', 'profile'],
  ['menu.schema.json', 'menu'],
  ['cart.schema.json', 'cart'],
  ['preset.schema.json', 'preset'],
];

/**
 * What a file holds: by its "$schema" first, then its name (*.profile.json, *.menu.json,
 * *.cart.json, a file in a presets folder), then its shape; a profile when nothing tells.
 */
export function lintKindOf(file: string, value: unknown): LintKind {
  const obj = value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  const schema = obj['$schema'];
  if (typeof schema === 'string') {
    const byName = KIND_BY_SCHEMA.find(([name]) => schema === name || schema.endsWith(`/${name}`));
    if (byName) return byName[1];
  }
  const name = basename(file);
  if (name.endsWith('.profile.json')) return 'profile';
  if (name.endsWith('.menu.json') || name === 'menu.json') return 'menu';
  if (name.endsWith('.cart.json')) return 'cart';
  if (basename(dirname(file)) === 'presets') return 'preset';
  if (Array.isArray(obj['subMenus']) && !('identity' in obj)) return 'menu';
  if (Array.isArray(obj['products']) && !('identity' in obj) && !('menu' in obj)) return 'cart';
  if (typeof obj['id'] === 'string' && Array.isArray(obj['rules']) && !('shopId' in obj)) return 'preset';
  return 'profile';
}

/** Findings of one menu, cart or preset file (profiles go through loadProfileFile). */
function lintOther(kind: Exclude<LintKind, 'profile'>, file: string, text: string): Finding[] {
  if (kind === 'cart') return parseCart(text, file).findings;
  if (kind === 'preset') return loadPreset({ text, file }).findings;
  const loaded = loadMenu({ text, file });
  if (loaded.ok) return [...loaded.findings, ...lintMenu(loaded.menu, { file, locate: loaded.locate, closestMatch })];
  // A menu with errors: the menu checks still run on its valid part, in the same run.
  const partial = loaded.partial;
  return partial ? [...loaded.findings, ...partial.keep(lintMenu(partial.menu, { file, locate: partial.locate, closestMatch }))] : loaded.findings;
}

/** Every finding of one profile in one run (engine/lint lintLoadResult). */
export function profileFindings(result: LoadFileResult, options: Omit<LintOptions, 'locate' | 'ruleSources'>): Finding[] {
  return lintLoadResult(result, options);
}

async function collectFiles(deps: Deps, operands: readonly string[]): Promise<string[]> {
  const files: string[] = [];
  for (const operand of operands) {
    const abs = isAbsolute(operand) ? operand : resolve(deps.cwd, operand);
    const s = await deps.fs.stat(abs);
    if (!s) throw new UsageError(`The file or folder ${operand} does not exist. Give a profile, menu, cart or preset file, or a folder of profiles.`);
    if (s.isDirectory) {
      const found = await findProfileFiles(abs, deps.fs);
      files.push(...found.map((f) => (isAbsolute(operand) ? f : join(operand, f.slice(abs.length + 1)))));
    } else files.push(operand);
  }
  return [...new Set(files)];
}

export const lintCommand: Command = {
  name: 'lint',
  summary: 'Check shop profiles, menus, carts and presets against their schemas and for semantic mistakes.',
  help: [
    'Loads each profile (folders are searched recursively for *.profile.json), validates it against the',
    'schema, then runs the semantic checks (dangling showIf/priceIf, duplicate ids, rules that match',
    'nothing, schedules that never open, ...). A single file is checked as what it is: a menu',
    '(schemas/menu.schema.json and the menu checks), a cart (schemas/cart.schema.json), a preset or a',
    'profile, told by its "$schema", else its name (*.menu.json, *.cart.json, presets/*.json), else its',
    'shape. Every finding names the file, line:column, JSON path and a fix hint.',
    '',
    'Exit code: 0 when there are no errors (warnings alone pass unless --strict), 1 on findings,',
    '2 on bad usage (e.g. a path that does not exist).',
    '',
    'Examples:',
    '  shopctl lint shops/',
    '  shopctl lint shops/juicestop/juicestop.profile.json --json',
    '  shopctl lint shops/test/test.menu.json shops/test/examples/save20-delivery.cart.json',
  ].join('\n'),
  arguments: '<file-or-dir...>',
  options: [
    { flags: '--json', description: 'print { ok, findings } as JSON' },
    { flags: '--strict', description: 'fail (exit 1) on warnings too' },
  ],
  async run({ operands, options }, deps) {
    const files = await collectFiles(deps, operands);
    const json = options['json'] === true;
    const strict = options['strict'] === true;
    if (files.length === 0) {
      throw new UsageError(`No *.profile.json files were found in ${operands.join(', ')}.`);
    }
    const read = await Promise.all(files.map((f) => readKind(deps, f)));
    const profiles = files.filter((_, i) => read[i]!.kind === 'profile');
    // Shops known to exist: every profile found, plus sibling profiles of the profiles given.
    const knownShopIds = new Set<string>();
    const siblingDirs = new Set(profiles.map((f) => dirname(f)));
    const candidates = new Set(profiles);
    for (const dir of siblingDirs) {
      try {
        for (const e of await deps.fs.readdir(isAbsolute(dir) ? dir : resolve(deps.cwd, dir))) {
          if (e.isFile && e.name.endsWith('.profile.json')) candidates.add(join(dir, e.name));
        }
      } catch {
        // An unreadable folder only narrows the known shops.
      }
    }
    for (const f of candidates) {
      const id = await peekShopId(deps, f);
      if (id) knownShopIds.add(id);
    }

    const findings: Finding[] = [];
    const kinds = new Map<LintKind, number>();
    for (const [i, file] of files.entries()) {
      const kind = read[i]!;
      kinds.set(kind.kind, (kinds.get(kind.kind) ?? 0) + 1);
      if (kind.kind !== 'profile') {
        findings.push(...lintOther(kind.kind, file, kind.text));
        continue;
      }
      const result: LoadFileResult = await loadProfileFile(file, { fs: deps.fs, cwd: deps.cwd, now: deps.now, fetch: deps.fetch });
      findings.push(...profileFindings(result, { file, knownShopIds, closestMatch }));
    }
    const sorted = sortFindings(dedupe(findings));
    const errors = sorted.filter((f) => f.severity === 'error').length;
    const warnings = sorted.length - errors;
    const failed = hasErrors(sorted) || (strict && warnings > 0);
    if (json) {
      deps.stdout(JSON.stringify({ ok: !failed, findings: sorted }, null, 2) + '\n');
    } else {
      deps.stdout(formatFindings(sorted));
      const checked = (['profile', 'menu', 'cart', 'preset'] as const)
        .filter((k) => kinds.has(k))
        .map((k) => plural(kinds.get(k)!, k))
        .join(', ');
      deps.stdout(
        sorted.length === 0
          ? `${checked} checked: no problems found.\n`
          : `${checked} checked: ${plural(errors, 'error')}, ${plural(warnings, 'warning')}.\n`,
      );
    }
    return failed ? EXIT.FINDINGS : EXIT.OK;
  },
};

/** What a file holds, with its text (profiles, and files that cannot be read or parsed, are left to the profile loader). */
async function readKind(deps: Deps, file: string): Promise<{ kind: 'profile' } | { kind: Exclude<LintKind, 'profile'>; text: string }> {
  let text: string;
  try {
    text = await deps.fs.readFile(isAbsolute(file) ? file : resolve(deps.cwd, file));
  } catch {
    return { kind: 'profile' };
  }
  const parsed = parseJsonText(text, file);
  const kind = lintKindOf(file, parsed.ok ? parsed.value : undefined);
  return kind === 'profile' ? { kind } : { kind, text };
}

/** The same finding reached twice (a preset read by two profiles) is printed once. */
function dedupe(findings: readonly Finding[]): Finding[] {
  const seen = new Set<string>();
  return findings.filter((f) => {
    const key = `${f.file}|${f.path}|${f.code}|${f.line}|${f.column}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

