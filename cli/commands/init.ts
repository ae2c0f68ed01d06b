/**
 * shopctl init: scaffolds a new site folder (a profile, its menu and an example cart) that
 * `shopctl lint` passes clean and `shopctl price` prices, for staff to edit from there.
 */
import { isAbsolute, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { EXIT, UsageError, type Command } from '../command.js';
import type { Deps } from '../deps.js';
import { scaffoldShop } from '../../server/versions/scaffold.js';
import { JSON_OPTION } from './shop-input.js';
import { isTimeZone } from './time-zone.js';

/** A site id: the folder name, the shop id and the site's id in the profile. */
const SITE_ID = /^[a-z0-9][a-z0-9-]{0,63}$/;

// Two folders up from both cli/commands/init.ts and the bundle cli/dist/shopctl.js.
const SCHEMAS_DIR = fileURLToPath(new URL('../../schemas/', import.meta.url));

/** "$schema" for a file in `folder`: the repository's schema, relative to the folder. */
function schemaRef(folder: string, schema: string): string {
  const rel = relative(folder, join(SCHEMAS_DIR, schema)).split(sep).join('/');
  return rel.startsWith('.') ? rel : `./${rel}`;
}

/** "juice-bar" -> "Juice Bar". */
function titleOf(site: string): string {
  return site
    .split('-')
    .filter((w) => w !== '')
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join(' ');
}

/** The three files of a new site, as JSON values keyed by their path inside the site folder. */
export function scaffoldSite(site: string, name: string, timeZone: string, folder: string): Record<string, unknown> {
  const files = scaffoldShop(site, name, timeZone, {
    profile: schemaRef(folder, 'shop-profile.schema.json'),
    menu: schemaRef(folder, 'menu.schema.json'),
    cart: schemaRef(join(folder, 'examples'), 'cart.schema.json'),
  });
  return { [`${site}.profile.json`]: files.profile, [`${site}.menu.json`]: files.menu, [join('examples', 'cart.json')]: files.cart };
}

export const initCommand: Command = {
  name: 'init',
  summary: 'Scaffold a new site folder: a profile, its menu and an example cart.',
  help: [
    'Writes <dir>/<site>/<site>.profile.json, <dir>/<site>/<site>.menu.json and <dir>/<site>/examples/cart.json:',
    'a shop open 11:00-21:00 every day with 9.5% tax, a menu of three categories (a burger with a',
    'required side, a drink, and a retail category that is untaxed) and a pickup cart. Every file names',
    'its schema in "$schema", so editors autocomplete. The folder lints clean and the cart prices;',
    'edit them from there. An existing folder is never overwritten.',
    '',
    'The profile does not extend the legacy-tags preset: a new menu says what a product does with',
    'rules, not with markers in its name. Add "extends": ["legacy-tags"] only when the shop takes over',
    'a legacy menu whose names and tags carry them ("(limit 10)", "Dine-In Only", 50off, tuesday-only).',
    '',
    'With --json: { ok, site, name, folder, files } (files: the paths written).',
    '',
    'Exit code: 0 when the folder was written, 2 on bad usage (a site id that is not lowercase letters,',
    'digits and dashes, an unknown time zone, a folder that already exists).',
    '',
    'Examples:',
    '  shopctl init juice-bar',
    '  shopctl lint shops/juice-bar',
    '  shopctl price --shop shops/juice-bar --cart shops/juice-bar/examples/cart.json',
  ].join('\n'),
  arguments: '<site>',
  options: [
    { flags: '--dir <folder>', description: 'the folder of sites to create it in', defaultValue: 'shops' },
    { flags: '--name <text>', description: 'the shop name customers see (default: from the site id, e.g. "Juice Bar")' },
    { flags: '--time-zone <iana>', description: "the shop's IANA time zone", defaultValue: 'America/Los_Angeles' },
    JSON_OPTION,
  ],
  async run({ operands, options }, deps: Deps) {
    const site = operands[0] ?? '';
    if (!SITE_ID.test(site)) {
      throw new UsageError(`The site id ${JSON.stringify(site)} is not allowed: use lowercase letters, digits and dashes, starting with a letter or digit (e.g. juice-bar).`);
    }
    const dir = typeof options['dir'] === 'string' && options['dir'] !== '' ? options['dir'] : 'shops';
    const timeZone = typeof options['timeZone'] === 'string' ? options['timeZone'] : 'America/Los_Angeles';
    if (!isTimeZone(timeZone)) {
      throw new UsageError(`The time zone ${JSON.stringify(timeZone)} is not an IANA time zone: write one such as America/Los_Angeles.`);
    }
    const name = typeof options['name'] === 'string' && options['name'].trim() !== '' ? options['name'].trim() : titleOf(site);
    const shown = join(dir, site);
    const folder = isAbsolute(shown) ? shown : resolve(deps.cwd, shown);
    if (await deps.fs.stat(folder)) {
      throw new UsageError(`${shown} already exists; init never overwrites a site. Choose another site id or --dir, or edit the files there.`);
    }
    const files = scaffoldSite(site, name, timeZone, folder);
    await deps.fs.mkdir(join(folder, 'examples'));
    for (const [path, value] of Object.entries(files)) {
      await deps.fs.writeFile(join(folder, path), JSON.stringify(value, null, 2) + '\n');
    }
    if (options['json'] === true) {
      deps.stdout(`${JSON.stringify({ ok: true, site, name, folder: shown, files: Object.keys(files).map((path) => join(shown, path)) }, null, 2)}\n`);
      return EXIT.OK;
    }
    deps.stdout(
      [
        `Created ${shown} for ${name}:`,
        ...Object.keys(files).map((path) => `  ${join(shown, path)}`),
        'Next:',
        `  shopctl lint ${shown}`,
        `  shopctl price --shop ${shown} --cart ${join(shown, 'examples', 'cart.json')}`,
        '',
      ].join('\n'),
    );
    return EXIT.OK;
  },
};
