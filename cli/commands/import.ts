/** shopctl import: turn a legacy shop (settings and menu endpoint answers) into a profile, then lint it. */
import { dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseJsonText } from '../../schemas/index.js';
import { EXIT, UsageError, type Command } from '../command.js';
import type { Deps } from '../deps.js';
import { DEFAULT_MENU_FILE, LegacyImportError, importLegacyShop } from '../import/index.js';
import { lintCommand } from './lint.js';
import { checkOutFolder, writeOut } from './out-folder.js';
import { readInputFile } from './shop-input.js';
import { isTimeZone } from './time-zone.js';

const SHOP_ID = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;

// Two folders up from both cli/commands/import.ts and the bundle cli/dist/shopctl.js.
const PROFILE_SCHEMA = fileURLToPath(new URL('../../schemas/shop-profile.schema.json', import.meta.url));
const MENU_SCHEMA = fileURLToPath(new URL('../../schemas/menu.schema.json', import.meta.url));

function requireOption(options: Readonly<Record<string, unknown>>, key: string, flag: string, what: string): string {
  const value = options[key];
  if (typeof value !== 'string' || value.trim() === '') {
    throw new UsageError(`The option ${flag} is missing: give ${what}. Run shopctl import --help for an example.`);
  }
  return value;
}

/** Reads and parses one JSON input file; any problem is bad usage naming the file. */
async function readJsonFile(deps: Deps, file: string, flag: string): Promise<unknown> {
  const text = await readInputFile(deps, file, flag);
  const parsed = parseJsonText(text, file);
  if (!parsed.ok) {
    const f = parsed.findings[0];
    throw new UsageError(`The ${flag} file ${file} is not valid JSON${f ? `: ${f.message.replace(/^The file is not valid JSON: /, '')}` : '.'} Save the endpoint's answer unchanged.`);
  }
  return parsed.value;
}

/** A path for `$schema`: relative, with forward slashes. */
function schemaRefFrom(outDir: string, schema = PROFILE_SCHEMA): string {
  const rel = relative(outDir, schema).split(sep).join('/');
  return rel.startsWith('.') ? rel : `./${rel}`;
}

export const importCommand: Command = {
  name: 'import',
  summary: 'Turn a legacy shop (settings and menu) into a profile that lints clean.',
  help: [
    'Reads the legacy settings endpoint answer ({ "data": { "text": ... } }, text may be a JSON string,',
    'or the bare settings) and the legacy menu endpoint answer ({ "data": { "menu": ... } } or the bare',
    'menu), and writes <out>/<shop-id>.profile.json and <out>/menu.json (use one folder per shop).',
    'Settings keep their legacy names; unknown keys are dropped, a non-numeric taxPercentage becomes 9.5,',
    'numeric text becomes numbers, and the legacy delivery flags (useStepFunction, threeOverThree,',
    'fiveOverThree, fiveOverFour, useUberEatsStep) become an explicit delivery-fee rule. The profile',
    'extends the legacy-tags preset. Every change is printed as a note; then the profile is linted',
    'exactly as shopctl lint does.',
    '',
    'Exit code: 0 when the imported profile lints clean, 1 on lint errors, 2 on bad usage (a missing',
    'option, an unreadable file or a folder given for one, invalid JSON, an --out that is a file or',
    'cannot be created).',
    '',
    'Example:',
    '  shopctl import --settings legacy/settings.json --menu legacy/menu.json --shop-id juicestop --out shops/juicestop',
  ].join('\n'),
  options: [
    { flags: '--settings <file>', description: 'the legacy settings endpoint answer (JSON)' },
    { flags: '--menu <file>', description: 'the legacy menu endpoint answer (JSON)' },
    { flags: '--shop-id <id>', description: 'the shop id of the new profile' },
    { flags: '--out <dir>', description: 'folder to write <shop-id>.profile.json and menu.json into' },
    { flags: '--time-zone <iana>', description: 'the shop\'s IANA time zone (default America/Los_Angeles)' },
    { flags: '--shop <file>', description: 'the legacy shop record (name, phone, address_line_1, ...) when separate from the settings' },
    { flags: '--force', description: 'overwrite a profile or menu already in --out (refused without it)' },
    { flags: '--json', description: 'print { ok, profile, menu, notes, lint } as JSON' },
  ],
  async run({ options }, deps) {
    const settingsFile = requireOption(options, 'settings', '--settings', 'the legacy settings JSON file');
    const menuFile = requireOption(options, 'menu', '--menu', 'the legacy menu JSON file');
    const shopId = requireOption(options, 'shopId', '--shop-id', 'the new shop id, e.g. juicestop');
    const out = requireOption(options, 'out', '--out', 'the folder to write the profile into');
    const timeZone = typeof options['timeZone'] === 'string' ? options['timeZone'] : undefined;
    const shopFile = typeof options['shop'] === 'string' ? options['shop'] : undefined;
    const json = options['json'] === true;
    if (!SHOP_ID.test(shopId)) {
      throw new UsageError(`The shop id ${JSON.stringify(shopId)} is not allowed: use letters, digits, - and _ (up to 64, starting with a letter or digit).`);
    }
    if (timeZone !== undefined && !isTimeZone(timeZone)) {
      throw new UsageError(`The time zone ${JSON.stringify(timeZone)} is not an IANA time zone: write one such as America/Los_Angeles.`);
    }

    const outAbs = isAbsolute(out) ? out : resolve(deps.cwd, out);
    await checkOutFolder(deps, out, outAbs);

    const settings = await readJsonFile(deps, settingsFile, '--settings');
    const menu = await readJsonFile(deps, menuFile, '--menu');
    const shop = shopFile === undefined ? undefined : await readJsonFile(deps, shopFile, '--shop');

    let result: ReturnType<typeof importLegacyShop>;
    try {
      result = importLegacyShop({ settings, menu, shopId, timeZone, shop, schemaRef: schemaRefFrom(outAbs) });
    } catch (err) {
      if (err instanceof LegacyImportError) {
        const file = err.code.startsWith('MENU') ? menuFile : settingsFile;
        throw new UsageError(`${file}: ${err.message}`);
      }
      throw err;
    }

    const profilePath = join(out, `${shopId}.profile.json`);
    const menuPath = join(out, DEFAULT_MENU_FILE);
    if (options['force'] !== true) {
      // Staff edit imported shops; a second import must not silently replace their work.
      for (const [shown, file] of [[profilePath, join(outAbs, `${shopId}.profile.json`)], [menuPath, join(outAbs, DEFAULT_MENU_FILE)]] as const) {
        if (await deps.fs.stat(file)) {
          throw new UsageError(`${shown} already exists and may hold edits made since it was imported. Run again with --force to overwrite it, or choose another --out.`);
        }
      }
    }
    await writeOut(deps, out, outAbs, `${shopId}.profile.json`, JSON.stringify(result.profile, null, 2) + '\n');
    // The menu file names its schema too, so editors help with the biggest file a shop writes.
    const menuOut = { $schema: schemaRefFrom(outAbs, MENU_SCHEMA), ...result.menu };
    await writeOut(deps, out, outAbs, DEFAULT_MENU_FILE, JSON.stringify(menuOut, null, 2) + '\n');

    if (!json) {
      deps.stdout(`Imported ${shopId}: wrote ${profilePath} and ${menuPath}.\n`);
      if (result.notes.length > 0) {
        deps.stdout(`${result.notes.length} note${result.notes.length === 1 ? '' : 's'}:\n`);
        for (const note of result.notes) deps.stdout(`  - ${note}\n`);
      }
      deps.stdout(`Linting ${profilePath}:\n`);
      return lintCommand.run({ operands: [profilePath], options: {} }, deps);
    }

    // JSON: run the same lint with its output captured, and report everything as one document.
    let lintText = '';
    const code = await lintCommand.run({ operands: [profilePath], options: { json: true } }, { ...deps, stdout: (t) => (lintText += t) });
    const lint = JSON.parse(lintText) as { ok: boolean; findings: unknown[] };
    deps.stdout(
      JSON.stringify({ ok: code === EXIT.OK, profile: profilePath, menu: menuPath, notes: result.notes, lint }, null, 2) + '\n',
    );
    return code;
  },
};
