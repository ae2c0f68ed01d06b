/**
 * `npm run bench:web-modules`: where a route's JavaScript goes (not a test).
 *
 * Builds the storefront's browser bundle into a temporary folder (the real build in
 * storefront/dist is left alone) and prints, for each route asked for (default: menu), every
 * chunk it loads (gzip -9, as `npm run bench:web` counts them) and the modules in each chunk with
 * their approximate share of its gzip bytes (the chunk's gzip size split by each module's
 * rendered length), largest first.
 *
 * `npm run bench:web-modules -- --route menu,product --top 15` (modules per chunk; default 12).
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { build, type Plugin } from 'vite';
import { manifestClosure, type Manifest } from '../../server/storefront/source.js';
import { REPO } from '../browser/harness.js';
import { ROUTES } from './routes.js';


const { values: args } = parseArgs({ options: { route: { type: 'string' }, top: { type: 'string' } } });
const routes = (args.route ?? 'menu').split(',');
const top = Number(args.top ?? 12);
for (const r of routes) if (!ROUTES[r]) throw new Error(`unknown route "${r}": use one of ${Object.keys(ROUTES).join(', ')}`);

/** Each chunk's modules (path from the repository, or the package) and their rendered lengths. */
const chunkModules = new Map<string, { id: string; length: number }[]>();
const report: Plugin = {
  name: 'bench-module-report',
  generateBundle(_options, bundle) {
    for (const [file, out] of Object.entries(bundle)) {
      if (out.type !== 'chunk') continue;
      const modules = Object.entries(out.modules).map(([id, m]) => ({
        id: id.includes('/node_modules/') ? id.slice(id.lastIndexOf('/node_modules/') + 14) : relative(REPO, id),
        length: m.renderedLength,
      }));
      chunkModules.set(file, modules.filter((m) => m.length > 0).sort((a, b) => b.length - a.length));
    }
  },
};

const out = mkdtempSync(join(tmpdir(), 'web-modules-'));
try {
  await build({ configFile: join(REPO, 'storefront', 'vite.config.ts'), logLevel: 'warn', plugins: [report], build: { outDir: out, emptyOutDir: true } });
  const manifest = JSON.parse(readFileSync(join(out, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const entries = Object.keys(manifest).filter((k) => manifest[k]!.isEntry);
  const KB = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  for (const route of routes) {
    const { files } = manifestClosure(manifest, [...entries, ROUTES[route]!]);
    const sized = [...files].map((f) => ({ file: f, gz: gzipSync(readFileSync(join(out, f)), { level: 9 }).length })).sort((a, b) => b.gz - a.gz);
    console.log(`\n${route}: ${KB(sized.reduce((n, c) => n + c.gz, 0))} of JavaScript (gzip -9) in ${sized.length} chunks`);
    for (const { file, gz } of sized) {
      console.log(`  ${KB(gz).padStart(9)}  ${file}`);
      const modules = chunkModules.get(file) ?? [];
      const total = modules.reduce((n, m) => n + m.length, 0);
      for (const m of modules.slice(0, top)) console.log(`  ${`~${KB((gz * m.length) / total)}`.padStart(20)}  ${m.id}`);
      if (modules.length > top) console.log(`  ${`~${KB((gz * modules.slice(top).reduce((n, m) => n + m.length, 0)) / total)}`.padStart(20)}  ${modules.length - top} more`);
    }
  }
} finally {
  rmSync(out, { recursive: true, force: true });
}
