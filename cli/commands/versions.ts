/**
 * `shopctl publish <dir> [--force]` and `shopctl pull <shopId> [--out <dir>]`: the shops folder
 * and the server's database (DATA_DIR or DATABASE_URL, as `serve` uses them) kept in step.
 * publish makes the files a new version (refused on lint errors, and when a studio version is
 * newer than the last one taken from files, unless --force); pull writes the live version back
 * in the repository's layout and human forms (as `shopctl fmt` writes them).
 */
import { isAbsolute, join, resolve } from 'node:path';
import { formatProfileText } from '../../schemas/human-form.js';
import { closestMatch, hasErrors, sortFindings, type Finding } from '../../schemas/index.js';
import { findProfileFiles, loadProfileFile } from '../../schemas/node.js';
import { EXIT, UsageError, type Command } from '../command.js';
import { formatFindings, profileFindings } from './lint.js';
import { withDatabase } from './staff.js';

const DB_HELP = [
  'The database is the one `shopctl serve` uses: DATABASE_URL (PostgreSQL) when set, else the embedded one in',
  'DATA_DIR (or --data-dir, default ./data). The embedded database serves one process: while a server runs on',
  'the folder, stop it first (exit 2), or use PostgreSQL.',
].join('\n');

export const publishCommand: Command = {
  name: 'publish',
  summary: 'Publish the shop profiles of a folder (and their menus) as new versions in the server database.',
  help: [
    'Lints every *.profile.json under the folder (errors refuse the publish, exit 1, with the findings), then',
    'publishes each shop whose files differ from its live version. When someone published from the studio since',
    'the last version taken from files, that shop is refused (exit 1) unless --force: pull it first',
    '(shopctl pull <shopId>) to keep the studio\'s changes. Servers pick a new version up within 2 seconds.',
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
    { flags: '--data-dir <dir>', description: 'embedded database folder (default $DATA_DIR or ./data); ignored with DATABASE_URL' },
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
    const sorted = sortFindings(findings);
    if (hasErrors(sorted)) {
      deps.stderr(formatFindings(sorted));
      deps.stderr(`Nothing was published: fix the errors above (shopctl lint ${dir}) and publish again.\n`);
      return EXIT.FINDINGS;
    }
    const { readShopFiles, syncShopFiles, studioNewerWarning } = await import('../../server/versions/files-sync.js');
    return withDatabase(deps, options, async (db) => {
      let code: number = EXIT.OK;
      for (const { file, menu } of loaded) {
        const shop = await readShopFiles(file, menu);
        const out = await syncShopFiles(db, shop, { now: deps.now(), author: deps.env.USER ? `${deps.env.USER} (shopctl)` : 'shopctl', force: options.force === true, ...(typeof options.message === 'string' ? { message: options.message } : {}) });
        if (out.kind === 'published') deps.stdout(`Published ${shop.shopId} as version ${out.row.version}.\n`);
        else if (out.kind === 'unchanged') deps.stdout(`${shop.shopId}: the files are what is live (version ${out.live.version}); nothing to publish.\n`);
        else {
          deps.stderr(`${studioNewerWarning(shop.shopId, dir, out)}\n`);
          code = EXIT.FINDINGS;
        }
      }
      return code;
    });
  },
};

export const pullCommand: Command = {
  name: 'pull',
  summary: 'Write the live version of a shop (profile and menu) from the server database back to files.',
  help: [
    'Writes <shopId>.profile.json and its menu file (the name the profile gives) into --out (default',
    'shops/<site id>), in the human forms shopctl fmt writes. Commit them, and the files and the database agree',
    'again: the next start finds nothing to publish.',
    '',
    DB_HELP,
    '',
    'Example: shopctl pull juicestop --out shops/juicestop',
  ].join('\n'),
  arguments: '<shopId>',
  options: [
    { flags: '--out <dir>', description: 'the folder to write into (default shops/<site id>)' },
    { flags: '--data-dir <dir>', description: 'embedded database folder (default $DATA_DIR or ./data); ignored with DATABASE_URL' },
  ],
  async run({ operands, options }, deps) {
    const [shopId] = operands;
    if (!shopId) throw new UsageError('pull needs a shop id, such as juicestop.');
    const { liveVersion } = await import('../../server/versions/store.js');
    const { hasOutsideMenu, menuFileOf } = await import('../../server/versions/compile.js');
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
      await deps.fs.mkdir(absOut);
      const written = [join(outDir, `${shopId}.profile.json`)];
      await deps.fs.writeFile(join(absOut, `${shopId}.profile.json`), formatProfileText(profile));
      if (hasOutsideMenu(profile) && live.menu !== null) {
        const menu = live.menuText !== null ? (JSON.parse(live.menuText) as unknown) : live.menu;
        const name = menuFileOf(profile, shopId);
        await deps.fs.writeFile(join(absOut, name), formatProfileText(menu));
        written.push(join(outDir, name));
      }
      deps.stdout(`Wrote version ${live.version} of ${shopId} (${live.source}, by ${live.author}):\n${written.map((f) => `  ${f}\n`).join('')}`);
      return EXIT.OK;
    });
  },
};
