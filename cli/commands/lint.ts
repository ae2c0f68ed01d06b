/** shopctl lint: schema and semantic checks of profiles, with file, line, JSON path and a fix hint. */
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { lintProfile } from '../../engine/lint/index.js';
import { closestMatch, hasErrors, sortFindings, type Finding } from '../../schemas/index.js';
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

async function collectFiles(deps: Deps, operands: readonly string[]): Promise<string[]> {
  const files: string[] = [];
  for (const operand of operands) {
    const abs = isAbsolute(operand) ? operand : resolve(deps.cwd, operand);
    const s = await deps.fs.stat(abs);
    if (!s) throw new UsageError(`The file or folder ${operand} does not exist. Give a profile file (*.profile.json) or a folder of profiles.`);
    if (s.isDirectory) {
      const found = await findProfileFiles(abs, deps.fs);
      files.push(...found.map((f) => (isAbsolute(operand) ? f : join(operand, f.slice(abs.length + 1)))));
    } else files.push(operand);
  }
  return [...new Set(files)];
}

export const lintCommand: Command = {
  name: 'lint',
  summary: 'Check shop profiles against the schema and for semantic mistakes.',
  help: [
    'Loads each profile (folders are searched recursively for *.profile.json; a single *.json file is',
    'linted as a profile), validates it against the schema, then runs the semantic checks (dangling',
    'showIf/priceIf, duplicate ids, rules that match nothing, schedules that never open, ...).',
    'Every finding names the file, line:column, JSON path and a fix hint.',
    '',
    'Exit code: 0 when there are no errors (warnings alone pass unless --strict), 1 on findings,',
    '2 on bad usage (e.g. a path that does not exist).',
    '',
    'Examples:',
    '  shopctl lint shops/',
    '  shopctl lint shops/juicestop/juicestop.profile.json --json',
  ].join('\n'),
  arguments: '<profile-or-dir...>',
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
    // Shops known to exist: every profile found, plus sibling profiles of the files given.
    const knownShopIds = new Set<string>();
    const siblingDirs = new Set(files.map((f) => dirname(f)));
    const candidates = new Set(files);
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
    for (const file of files) {
      const result: LoadFileResult = await loadProfileFile(file, { fs: deps.fs, cwd: deps.cwd, now: deps.now, fetch: deps.fetch });
      findings.push(...result.findings);
      if (result.ok) {
        findings.push(...lintProfile(result.profile, { file, locate: result.locate, ruleSources: result.ruleSources, knownShopIds, closestMatch }));
      }
    }
    const sorted = sortFindings(dedupe(findings));
    const errors = sorted.filter((f) => f.severity === 'error').length;
    const warnings = sorted.length - errors;
    const failed = hasErrors(sorted) || (strict && warnings > 0);
    if (json) {
      deps.stdout(JSON.stringify({ ok: !failed, findings: sorted }, null, 2) + '\n');
    } else {
      deps.stdout(formatFindings(sorted));
      const checked = plural(files.length, 'profile');
      deps.stdout(
        sorted.length === 0
          ? `${checked} checked: no problems found.\n`
          : `${checked} checked: ${plural(errors, 'error')}, ${plural(warnings, 'warning')}.\n`,
      );
    }
    return failed ? EXIT.FINDINGS : EXIT.OK;
  },
};

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

