/** shopctl fmt: rewrites profiles, presets and menus into the human units (see README "Units"). */
import { basename, isAbsolute, join, relative, resolve } from 'node:path';
import { formatProfileText, formatProblems } from '../../schemas/human-form.js';
import { parseJsonText, type Finding } from '../../schemas/index.js';
import { findProfileFiles } from '../../schemas/node.js';
import { EXIT, UsageError, type Command } from '../command.js';
import type { Deps } from '../deps.js';
import { formatFindings } from './lint.js';
import { JSON_OPTION } from './shop-input.js';

/** One file under --json. */
interface FmtFile {
  readonly file: string;
  /** The file was already in the human forms and layout. */
  readonly formatted: boolean;
  readonly problems: readonly string[];
  readonly written?: boolean;
  readonly text?: string;
}

/** The files an operand names: a file itself; in a folder every *.profile.json, *.menu.json and the presets/*.json. */
async function filesOf(deps: Deps, operand: string): Promise<string[]> {
  const abs = isAbsolute(operand) ? operand : resolve(deps.cwd, operand);
  const s = await deps.fs.stat(abs);
  if (!s) throw new UsageError(`The file or folder ${operand} does not exist. Give a profile file (*.profile.json), a preset or a site folder.`);
  if (!s.isDirectory) return [abs];
  const found = await findProfileFiles(abs, deps.fs);
  found.push(...(await menuFilesIn(deps, abs)));
  for (const presets of [basename(abs) === 'presets' ? abs : join(abs, 'presets')]) {
    const p = await deps.fs.stat(presets);
    if (!p?.isDirectory) continue;
    for (const e of await deps.fs.readdir(presets)) if (e.isFile && e.name.endsWith('.json')) found.push(join(presets, e.name));
  }
  return found.sort();
}

/** The *.menu.json files under a folder (the menus beside the profiles `findProfileFiles` finds). */
async function menuFilesIn(deps: Deps, dir: string): Promise<string[]> {
  const out: string[] = [];
  for (const e of await deps.fs.readdir(dir)) {
    if (e.name.startsWith('.') || e.name === 'node_modules') continue;
    if (e.isDirectory) out.push(...(await menuFilesIn(deps, join(dir, e.name))));
    else if (e.isFile && e.name.endsWith('.menu.json')) out.push(join(dir, e.name));
  }
  return out;
}

export const fmtCommand: Command = {
  name: 'fmt',
  summary: 'Rewrite profiles, presets and menus into human units (hours "11:00", days "mon-fri", percentOff).',
  help: [
    'Rewrites each profile, preset and menu (folders: every *.profile.json, *.menu.json and',
    'presets/*.json) into the human forms: opening hours as "HH:mm" per group of weekdays ("days":',
    '"mon-fri"), schedule days and a menu group\'s daysOfWeek as names, price factors at most 1 as',
    'percentOff, a promotion\'s match and when at the top of the rule. Every other',
    'key keeps its order; the output is 2-space JSON. Legacy forms load unchanged, so fmt is optional.',
    '',
    'Without options the rewritten text goes to stdout; --write saves it in place; --check lists the',
    'files that are not formatted, each with what fmt would change (values not in the human forms,',
    'a layout other than 2-space JSON, a missing final newline), and exits 1 when there are any. A file that',
    'is not valid JSON is a BAD_JSON finding (exit 1); the other files are still done.',
    '',
    'With --json: { ok, findings, files: [{ file, formatted, problems }] }, formatted telling whether the file',
    'was already in the human forms; with --write each file also has written, without --write or --check text',
    '(the rewritten file).',
    '',
    'Examples:',
    '  shopctl fmt shops/juicestop/juicestop.profile.json',
    '  shopctl fmt shops/ --write',
    '  shopctl fmt shops/ --check',
  ].join('\n'),
  arguments: '<profile-or-dir...>',
  options: [
    { flags: '--write', description: 'rewrite the files in place' },
    { flags: '--check', description: 'list the files that are not formatted; exit 1 when any' },
    JSON_OPTION,
  ],
  async run({ operands, options }, deps) {
    const write = options['write'] === true;
    const check = options['check'] === true;
    if (write && check) throw new UsageError('Give --write or --check, not both.');
    const files: string[] = [];
    for (const operand of operands) files.push(...(await filesOf(deps, operand)));
    if (files.length === 0) throw new UsageError(`No *.profile.json files were found in ${operands.join(', ')}.`);
    const show = (f: string): string => {
      const rel = relative(deps.cwd, f);
      return rel !== '' && !rel.startsWith('..') && !isAbsolute(rel) ? rel : f;
    };
    const json = options['json'] === true;
    const unformatted: { file: string; problems: string[] }[] = [];
    const findings: Finding[] = [];
    const report: FmtFile[] = [];
    let failed = false;
    for (const file of files) {
      const text = await deps.fs.readFile(file);
      const parsed = parseJsonText(text, show(file));
      if (!parsed.ok) {
        if (json) findings.push(...parsed.findings);
        else deps.stderr(formatFindings(parsed.findings));
        failed = true;
        continue;
      }
      const formatted = formatProfileText(parsed.value);
      const problems = formatted === text ? [] : formatProblems(text, parsed.value);
      const entry = { file: show(file), formatted: formatted === text, problems };
      if (check) {
        if (formatted !== text) unformatted.push({ file: show(file), problems });
        report.push(entry);
      } else if (write) {
        if (formatted !== text) await deps.fs.writeFile(file, formatted);
        report.push({ ...entry, written: formatted !== text });
      } else {
        if (!json) deps.stdout(files.length > 1 ? `==> ${show(file)} <==\n${formatted}` : formatted);
        report.push({ ...entry, text: formatted });
      }
    }
    if (check && unformatted.length > 0) failed = true;
    if (json) {
      deps.stdout(`${JSON.stringify({ ok: !failed, findings, files: report }, null, 2)}\n`);
      return failed ? EXIT.FINDINGS : EXIT.OK;
    }
    if (check && unformatted.length > 0) {
      const lines = unformatted.map((f) => `${f.file}: ${f.problems.join('; ')}\n`).join('');
      deps.stdout(`${lines}${unformatted.length} file(s) not formatted: run shopctl fmt --write on them.\n`);
      return EXIT.FINDINGS;
    }
    return failed ? EXIT.FINDINGS : EXIT.OK;
  },
};
