/**
 * `shopctl publish <dir> [--force]` and `shopctl pull <shopId> [--out <dir>]`: the shops folder
 * and the server's database (DATA_DIR or DATABASE_URL, as `serve` uses them) kept in step.
 * publish makes the files a new version (refused on lint errors, when a studio version is newer
 * than the last one taken from files, and when the files are that last one but another version
 * is live, unless --force); pull writes the live version back in the repository's layout and
 * human forms (as `shopctl fmt` writes them).
 */
import { dirname, isAbsolute, join, relative, resolve } from 'node:path';
import { formatProfileText } from '../../schemas/human-form.js';
import { closestMatch, hasErrors, sortFindings, type Finding } from '../../schemas/index.js';
import { findProfileFiles, loadProfileFile } from '../../schemas/node.js';
import { EXIT, UsageError, type Command } from '../command.js';
import type { Deps } from '../deps.js';
import { DATA_DIR_OPTION, DATABASE_HELP as DB_HELP, withDatabase } from './database.js';
import { formatFindings, profileFindings } from './lint.js';
import { checkOutFolder, makeOutFolder } from './out-folder.js';
import { JSON_OPTION } from './shop-input.js';

/** What publish did with one shop (an element of `shops` under --json). */
interface PublishedShop {
  readonly shopId: string;
  /** The shop's folder, as the messages name it. */
  readonly dir: string;
  /** published: a new version; unchanged: the files are the live version; studio-newer and studio-live: refused (see the message). */
  readonly outcome: 'published' | 'unchanged' | 'studio-newer' | 'studio-live';
  /** The live version after the run. */
  readonly version: number | null;
  readonly message: string;
}

/** True when publish refused the shop (a studio version is live). */
function isRefused(shop: PublishedShop): boolean {
  return shop.outcome === 'studio-newer' || shop.outcome === 'studio-live';
}

/** The folder of a profile file as the user would write it: as given when it is the folder given, else relative to the working folder. */
function shopDirOf(deps: Deps, given: string, givenAbs: string, file: string): string {
  const dir = dirname(file);
  if (dir === givenAbs) return given;
  const rel = relative(deps.cwd, dir);
  return rel !== '' && !rel.startsWith('..') && !isAbsolute(rel) ? rel : dir;
}

export const publishCommand: Command = {
  name: 'publish',
  summary: 'Publish the shop profiles of a folder (and their menus) as new versions in the server database.',
  help: [
    'Lints every *.profile.json under the folder (errors refuse the publish, exit 1, with the findings), then',
    'publishes each shop whose files differ from its live version. When someone published from the studio since',
    'the last version taken from files (whether or not the files changed since), that shop is refused (exit 1)',
    'unless --force: pull it first (shopctl pull <shopId>) to keep the studio\'s changes. "Nothing to publish"',
    'means the files are the live version. Servers pick a new version up within 2 seconds.',
    '',
    'With --json: { ok, findings, shops: [{ shopId, dir, outcome, version, message }] }, outcome being',
    'published, unchanged, studio-newer or studio-live (the last two refused), version the live one after the run.',
    '',
    DB_HELP,
    '',
    'Examples:',
    '  shopctl publish shops/juicestop',
    '  DATABASE_URL=postgres://... shopctl publish shops/juicestop --force',
  ].join('\n'),
  arguments: '<dir>',
  options: [
    { flags: '--force', description: 'publish even when a studio version is newer' },
    { flags: '--message <text>', description: 'a message for the version history' },
    DATA_DIR_OPTION,
    JSON_OPTION,
  ],
  async run({ operands, options }, deps) {
    const [dir] = operands;
    if (!dir) throw new UsageError('publish needs a folder of profiles, such as shops/juicestop.');
    const abs = isAbsolute(dir) ? dir : resolve(deps.cwd, dir);
    const st = await deps.fs.stat(abs);
    if (!st) throw new UsageError(`The folder ${dir} does not exist.`);
    const files = st.isDirectory ? await findProfileFiles(abs, deps.fs) : [abs];
    if (files.length === 0) throw new UsageError(`No *.profile.json files were found in ${dir}.`);
    const findings: Finding[] = [];
    const loaded: { file: string; menu: unknown }[] = [];
    for (const file of files) {
      const r = await loadProfileFile(file, { fs: deps.fs, cwd: deps.cwd, now: deps.now, fetch: deps.fetch });
      // Every finding in one run, the semantic ones too when the profile has errors.
      findings.push(...profileFindings(r, { file, closestMatch }));
      if (r.ok) loaded.push({ file, menu: r.profile.menu });
    }
    const json = options.json === true;
    const sorted = sortFindings(findings);
    if (hasErrors(sorted)) {
      if (json) deps.stdout(`${JSON.stringify({ ok: false, findings: sorted, shops: [] }, null, 2)}\n`);
      else {
        deps.stderr(formatFindings(sorted));
        deps.stderr(`Nothing was published: fix the errors above (shopctl lint ${dir}) and publish again.\n`);
      }
      return EXIT.FINDINGS;
    }
    const { readShopFiles, syncShopFiles, studioLiveMessage, studioNewerWarning } = await import('../../server/versions/files-sync.js');
    return withDatabase(deps, options, async (db) => {
      const shops: PublishedShop[] = [];
      for (const { file, menu } of loaded) {
        const shop = await readShopFiles(file, menu);
        const shopDir = shopDirOf(deps, dir, abs, file);
        const out = await syncShopFiles(db, shop, { now: deps.now(), author: deps.env.USER ? `${deps.env.USER} (shopctl)` : 'shopctl', force: options.force === true, ...(typeof options.message === 'string' ? { message: options.message } : {}) });
        const entry = { shopId: shop.shopId, dir: shopDir, outcome: out.kind };
        const done: PublishedShop =
          out.kind === 'published' ? { ...entry, version: out.row.version, message: `Published ${shop.shopId} as version ${out.row.version}.` }
          : out.kind === 'unchanged' ? { ...entry, version: out.live.version, message: `${shop.shopId}: the files are what is live (version ${out.live.version}); nothing to publish.` }
          : out.kind === 'studio-live' ? { ...entry, version: out.live.version, message: studioLiveMessage(shop.shopId, shopDir, out) }
          : { ...entry, version: out.live.version, message: studioNewerWarning(shop.shopId, shopDir, out) };
        shops.push(done);
        if (!json) (isRefused(done) ? deps.stderr : deps.stdout)(`${done.message}\n`);
      }
      const refused = shops.some(isRefused);
      if (json) deps.stdout(`${JSON.stringify({ ok: !refused, findings: sorted, shops }, null, 2)}\n`);
      return refused ? EXIT.FINDINGS : EXIT.OK;
    });
  },
};

/** The other shops' profiles in `dir` whose menu is the file `menuPath`, with what that file holds now. */
async function shopsSharingMenu(deps: Deps, dir: string, menuPath: string, shopId: string): Promise<{ shopId: string; file: string; fileMenu: unknown }[]> {
  const st = await deps.fs.stat(dir);
  if (!st?.isDirectory) return [];
  const out: { shopId: string; file: string; fileMenu: unknown }[] = [];
  for (const file of await findProfileFiles(dir, deps.fs)) {
    let p: { shopId?: unknown; menu?: { file?: unknown } };
    try {
      p = JSON.parse(await deps.fs.readFile(file)) as typeof p;
    } catch {
      continue;
    }
    if (typeof p.shopId !== 'string' || p.shopId === shopId || typeof p.menu?.file !== 'string') continue;
    const named = isAbsolute(p.menu.file) ? p.menu.file : join(dirname(file), p.menu.file);
    if (resolve(named) !== resolve(menuPath)) continue;
    let fileMenu: unknown = null;
    try {
      fileMenu = JSON.parse(await deps.fs.readFile(menuPath)) as unknown;
    } catch {
      fileMenu = null;
    }
    out.push({ shopId: p.shopId, file, fileMenu });
  }
  return out;
}

export const pullCommand: Command = {
  name: 'pull',
  summary: 'Write the live version of a shop (profile and menu) from the server database back to files.',
  help: [
    'Writes <shopId>.profile.json and its menu file (the name the profile gives) into --out (default',
    'shops/<site id>), in the human forms shopctl fmt writes. Commit them, and the files and the database agree',
    'again: the next start finds nothing to publish.',
    '',
    'With --json: { ok, shopId, version, source, author, files } (files: the paths written).',
    '',
    'A menu file that another profile in the folder also names (locations sharing one menu) is written only',
    'when it already holds this menu or that shop\'s live menu is the same; otherwise nothing is written (exit 1):',
    'the next start would give the other shop this menu. Pull that shop too once the menus agree, or give this shop a menu file of its',
    'own with --menu-file <name> (the pulled profile then names it; the next start publishes that change).',
    '',
    DB_HELP,
    '',
    'Example: shopctl pull juicestop --out shops/juicestop',
  ].join('\n'),
  arguments: '<shopId>',
  options: [
    { flags: '--out <dir>', description: 'the folder to write into (default shops/<site id>)' },
    { flags: '--menu-file <name>', description: 'write the menu to this file name and point the profile at it' },
    DATA_DIR_OPTION,
    JSON_OPTION,
  ],
  async run({ operands, options }, deps) {
    const [shopId] = operands;
    if (!shopId) throw new UsageError('pull needs a shop id, such as juicestop.');
    const { contentHash, liveVersion } = await import('../../server/versions/store.js');
    const { hasOutsideMenu, menuFileOf } = await import('../../server/versions/compile.js');
    const menuFileOption = typeof options['menu-file'] === 'string' ? options['menu-file'] : typeof options.menuFile === 'string' ? options.menuFile : undefined;
    if (menuFileOption !== undefined && !/^[A-Za-z0-9._-]+\.json$/.test(menuFileOption)) throw new UsageError('--menu-file takes a file name in the --out folder ending in .json, such as fornorosso-silverlake.menu.json.');
    return withDatabase(deps, options, async (db) => {
      const live = await liveVersion(db, shopId);
      if (!live) {
        deps.stderr(`There is no published version of shop "${shopId}" in this database. Check the id, DATA_DIR and DATABASE_URL.\n`);
        return EXIT.FINDINGS;
      }
      const profile = live.profileText !== null ? (JSON.parse(live.profileText) as unknown) : live.profile;
      const site = (profile as { site?: { id?: string } }).site?.id ?? shopId;
      const outDir = typeof options.out === 'string' ? options.out : join('shops', site);
      const absOut = isAbsolute(outDir) ? outDir : resolve(deps.cwd, outDir);
      await checkOutFolder(deps, outDir, absOut, 'the profile and its menu file');
      const outside = hasOutsideMenu(profile) && live.menu !== null;
      if (outside && menuFileOption !== undefined) (profile as { menu: { file?: string } }).menu.file = menuFileOption;
      const menu = outside ? (live.menuText !== null ? (JSON.parse(live.menuText) as unknown) : live.menu) : null;
      const name = menuFileOf(profile, shopId);
      if (outside) {
        // Another location whose profile names the same menu file would serve this menu at the next start.
        const sharing = await shopsSharingMenu(deps, absOut, join(absOut, name), shopId);
        const same = (other: unknown) => contentHash({}, other) === contentHash({}, menu);
        for (const other of sharing) {
          // The file already holds this menu: writing it changes nothing for anyone.
          if (other.fileMenu !== null && same(other.fileMenu)) continue;
          const otherLive = await liveVersion(db, other.shopId);
          const otherMenu = otherLive ? (otherLive.menuText !== null ? (JSON.parse(otherLive.menuText) as unknown) : otherLive.menu) : other.fileMenu;
          if (same(otherMenu)) continue;
          const message =
            `${join(outDir, name)} is also the menu of ${other.shopId} (${relative(absOut, other.file) || other.file}), whose ${otherLive ? `live version ${otherLive.version}` : 'file'} has another menu; ` +
            `writing ${shopId}'s menu there would change ${other.shopId}'s menu at the next start. Nothing was written. ` +
            `Make the two menus the same in the studio and pull both, or give ${shopId} a menu file of its own: shopctl pull ${shopId} --out ${outDir} --menu-file ${shopId}.menu.json`;
          if (options.json === true) deps.stdout(`${JSON.stringify({ ok: false, shopId, error: { code: 'MENU_FILE_SHARED', message, otherShopId: other.shopId, file: join(outDir, name) } }, null, 2)}\n`);
          else deps.stderr(`${message}\n`);
          return EXIT.FINDINGS;
        }
      }
      await makeOutFolder(deps, outDir, absOut);
      const written = [join(outDir, `${shopId}.profile.json`)];
      await deps.fs.writeFile(join(absOut, `${shopId}.profile.json`), formatProfileText(profile));
      if (outside) {
        await deps.fs.writeFile(join(absOut, name), formatProfileText(menu));
        written.push(join(outDir, name));
      }
      if (options.json === true) deps.stdout(`${JSON.stringify({ ok: true, shopId, version: live.version, source: live.source, author: live.author, files: written }, null, 2)}\n`);
      else deps.stdout(`Wrote version ${live.version} of ${shopId} (${live.source}, by ${live.author}):\n${written.map((f) => `  ${f}\n`).join('')}`);
      return EXIT.OK;
    });
  },
};
