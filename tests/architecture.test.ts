import { describe, expect, it } from 'vitest';
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { renderTypes, renderValidators } from '../schemas/generate-types.js';

const root = resolve(import.meta.dirname, '..');

function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const e of readdirSync(join(root, dir), { withFileTypes: true })) {
    const rel = join(dir, e.name);
    if (e.isDirectory()) {
      if (e.name !== 'node_modules' && e.name !== 'dist') out.push(...sourceFiles(rel));
    } else if (/\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) && !e.name.endsWith('.d.ts')) out.push(rel);
  }
  return out.sort();
}

interface Use {
  readonly kind: 'import' | 'date-now' | 'new-date' | 'global';
  readonly text: string;
  readonly typeOnly: boolean;
  readonly line: number;
}

/** Imports and forbidden expressions of a file, read from its syntax tree (comments and strings ignored). */
function usesOf(file: string): Use[] {
  return usesOfText(file, readFileSync(join(root, file), 'utf8'));
}

/** Imports and forbidden expressions of a source text. */
function usesOfText(file: string, text: string): Use[] {
  const sf = ts.createSourceFile(file, text, ts.ScriptTarget.ES2022, true);
  const uses: Use[] = [];
  const line = (n: ts.Node): number => sf.getLineAndCharacterOfPosition(n.getStart()).line + 1;
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const typeOnly = !!clause && (clause.isTypeOnly || (!clause.name && !!clause.namedBindings && ts.isNamedImports(clause.namedBindings) && clause.namedBindings.elements.length > 0 && clause.namedBindings.elements.every((e) => e.isTypeOnly)));
      uses.push({ kind: 'import', text: node.moduleSpecifier.text, typeOnly, line: line(node) });
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      uses.push({ kind: 'import', text: node.moduleSpecifier.text, typeOnly: node.isTypeOnly, line: line(node) });
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword && node.arguments[0] && ts.isStringLiteral(node.arguments[0])) {
      uses.push({ kind: 'import', text: node.arguments[0].text, typeOnly: false, line: line(node) });
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument) && ts.isStringLiteral(node.argument.literal)) {
      uses.push({ kind: 'import', text: node.argument.literal.text, typeOnly: true, line: line(node) });
    } else if (ts.isPropertyAccessExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'Date' && node.name.text === 'now') {
      uses.push({ kind: 'date-now', text: 'Date.now', typeOnly: false, line: line(node) });
    } else if (ts.isNewExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'Date' && (node.arguments?.length ?? 0) === 0) {
      uses.push({ kind: 'new-date', text: 'new Date()', typeOnly: false, line: line(node) });
    } else if (ts.isIdentifier(node) && ['window', 'process', 'document', 'globalThis'].includes(node.text)) {
      const p = node.parent;
      const isName = (ts.isPropertyAccessExpression(p) && p.name === node) || ts.isPropertyAssignment(p) || ts.isPropertySignature(p) || ts.isBindingElement(p) || ts.isParameter(p) || ts.isVariableDeclaration(p);
      if (!isName) uses.push({ kind: 'global', text: node.text, typeOnly: false, line: line(node) });
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return uses;
}

const NODE_BUILTINS = new Set(['fs', 'path', 'process', 'os', 'url', 'http', 'https', 'crypto', 'child_process', 'util', 'stream', 'events', 'buffer', 'net']);
const isNodeModule = (spec: string): boolean => spec.startsWith('node:') || NODE_BUILTINS.has(spec.split('/')[0]!);

/** Violations of the engine rules (DESIGN section 2) in one file. */
function engineViolations(file: string, uses: readonly Use[]): string[] {
  const out: string[] = [];
  for (const u of uses) {
    const at = `${file}:${u.line}`;
    if (u.kind === 'date-now') out.push(`${at} reads the clock with Date.now (take "now" as an argument)`);
    else if (u.kind === 'new-date') out.push(`${at} reads the clock with new Date() (pass the time in)`);
    else if (u.kind === 'global') out.push(`${at} uses the global ${u.text}`);
    else if (isNodeModule(u.text)) out.push(`${at} imports ${u.text} (the engine does no I/O)`);
    else if (u.text.startsWith('.')) {
      const target = relative(root, resolve(root, dirname(file), u.text));
      if (target.startsWith('engine/') || target === 'engine') continue;
      if (target.startsWith('schemas/')) {
        if (!u.typeOnly) out.push(`${at} imports ${u.text} at run time (the engine may import only schema types)`);
        continue;
      }
      out.push(`${at} imports ${u.text} (outside engine/ and schemas/)`);
    } else if (u.text !== 'luxon') out.push(`${at} imports the package ${u.text} (only luxon is allowed)`);
  }
  return out;
}

/**
 * Top-level statements of an engine file that run code on import: the engine's modules only
 * declare (imports, exports, functions, classes, types, constants), so the storefront's bundler
 * may treat them as side-effect free and drop what no page calls (storefront/vite.config.ts).
 */
function topLevelEffects(file: string, text: string): string[] {
  const sf = ts.createSourceFile(file, text, ts.ScriptTarget.ES2022, true);
  const declares = (s: ts.Statement): boolean =>
    ts.isImportDeclaration(s) || ts.isExportDeclaration(s) || ts.isFunctionDeclaration(s) || ts.isClassDeclaration(s) ||
    ts.isInterfaceDeclaration(s) || ts.isTypeAliasDeclaration(s) || ts.isEnumDeclaration(s) || ts.isModuleDeclaration(s) ||
    ts.isVariableStatement(s) || ts.isExportAssignment(s) || ts.isEmptyStatement(s);
  return sf.statements
    .filter((s) => !declares(s))
    .map((s) => `${file}:${sf.getLineAndCharacterOfPosition(s.getStart()).line + 1} runs a statement on import (${ts.SyntaxKind[s.kind]}): the engine's modules only declare`);
}

/** Violations of the schemas rules: no node, nothing of ours outside schemas/. */
function schemaViolations(file: string, uses: readonly Use[]): string[] {
  const out: string[] = [];
  for (const u of uses) {
    const at = `${file}:${u.line}`;
    if (u.kind === 'global' && u.text === 'process') out.push(`${at} uses process`);
    if (u.kind !== 'import') continue;
    if (isNodeModule(u.text)) out.push(`${at} imports ${u.text} (schemas/ must run in the browser; node code goes in schemas/node.ts)`);
    else if (u.text.startsWith('.')) {
      const target = relative(root, resolve(root, dirname(file), u.text));
      if (!target.startsWith('schemas/')) out.push(`${at} imports ${u.text} (schemas/ imports nothing of ours)`);
    }
  }
  return out;
}

/**
 * The storefront's layers (docs/storefront.md, "Where the code goes"): `lib/` and `stores/` are
 * shared by every feature and the shell, so they import neither a feature nor the shell, except
 * the route table's page loaders (dynamic imports of `features/<feature>/<Name>Page`); a feature
 * imports lib/, stores/, its own folder and other features' files, never the shell (`app/`,
 * `App.tsx`, the entries), which reaches the pages only through the route table.
 */
function storefrontLayerViolations(file: string, uses: readonly Use[]): string[] {
  const SRC = 'storefront/src/';
  if (!file.startsWith(SRC)) return [];
  const layer = (path: string): string => {
    const rest = path.slice(SRC.length);
    const top = rest.split('/')[0]!;
    if (top === 'features') return `features/${rest.split('/')[1]}`;
    return rest.includes('/') ? top : 'shell';
  };
  const from = layer(file);
  const out: string[] = [];
  for (const u of uses) {
    if (u.kind !== 'import' || !u.text.startsWith('.')) continue;
    const target = relative(root, resolve(root, dirname(file), u.text));
    if (!target.startsWith(SRC)) continue;
    const to = layer(target);
    const at = `${file}:${u.line} imports ${u.text}`;
    if ((from === 'lib' || from === 'stores') && (to.startsWith('features/') || to === 'app' || to === 'shell')) {
      const pageLoader = file === `${SRC}lib/routes.ts` && /^\.\.\/features\/[a-z-]+\/[A-Za-z]+Page\.js$/.test(u.text);
      if (!pageLoader) out.push(`${at} (${from}/ is shared: it imports no feature and not the shell)`);
    } else if (from.startsWith('features/') && (to === 'app' || to === 'shell')) {
      out.push(`${at} (a feature does not import the shell)`);
    }
  }
  return out;
}

/** Folders each folder may import from (DESIGN section 2); shops/ is data only. */
const MAY_IMPORT: Readonly<Record<string, readonly string[]>> = {
  server: ['server', 'engine', 'schemas'],
  cli: ['cli', 'engine', 'schemas', 'server'],
  storefront: ['storefront', 'engine', 'schemas'],
  admin: ['admin', 'engine', 'schemas'],
};
/** Single files a folder may import beyond its folders: the console speaks the staff API's shapes. */
const MAY_IMPORT_FILES: Readonly<Record<string, readonly string[]>> = {
  admin: ['server/staff/contract.ts', 'server/staff/contract.js'],
};

/** Violations of a folder's import rule: relative imports that land in a folder it may not use. */
function folderViolations(file: string, uses: readonly Use[]): string[] {
  const allowed = MAY_IMPORT[file.split('/')[0]!] ?? [];
  const out: string[] = [];
  for (const u of uses) {
    if (u.kind !== 'import' || !u.text.startsWith('.')) continue;
    const target = relative(root, resolve(root, dirname(file), u.text));
    const top = target.split('/')[0]!;
    if (MAY_IMPORT_FILES[file.split('/')[0]!]?.includes(target)) continue;
    if (!allowed.includes(top)) out.push(`${file}:${u.line} imports ${u.text} (${file.split('/')[0]}/ may import only ${allowed.join(', ')})`);
  }
  return out;
}

describe('architecture: import rules', () => {
  it.each(Object.keys(MAY_IMPORT))('%s/ imports only what DESIGN section 2 allows', (folder) => {
    const files = sourceFiles(folder);
    expect(files.length).toBeGreaterThan(0);
    expect(files.flatMap((f) => folderViolations(f, usesOf(f)))).toEqual([]);
  });

  it.each([
    ['server/x.ts', `import { main } from '../cli/main.js';`],
    ['server/x.ts', `import { App } from '../storefront/app.js';`],
    ['cli/x.ts', `import { App } from '../storefront/app.js';`],
    ['cli/x.ts', `import data from '../tests/fixtures/a.js';`],
    ['storefront/src/x.ts', `import { createApp } from '../../server/app.js';`],
    ['admin/src/x.ts', `import { createApp } from '../../server/app.js';`],
    ['admin/src/x.ts', `import { App } from '../../storefront/src/App.js';`],
  ])('the folder check catches %s importing %s', (file, source) => {
    expect(folderViolations(file, usesOfText(file, source)).join('\n')).toMatch(/may import only/);
  });

  it('storefront/src: lib/ and stores/ import no feature and not the shell; features do not import the shell', () => {
    const files = sourceFiles('storefront/src');
    expect(files).toContain('storefront/src/features/menu/MenuPage.tsx');
    expect(files.flatMap((f) => storefrontLayerViolations(f, usesOf(f)))).toEqual([]);
  });

  it.each([
    ['storefront/src/lib/menu.ts', `import { MenuTile } from '../features/menu/MenuTile.js';`, /lib\/ is shared/],
    ['storefront/src/stores/cart.ts', `import { Layout } from '../app/Layout.js';`, /stores\/ is shared/],
    ['storefront/src/lib/routes.ts', `const t = () => import('../features/menu/menu-filter.js');`, /lib\/ is shared/],
    ['storefront/src/features/menu/MenuPage.tsx', `import { SiteHeader } from '../../app/SiteHeader.js';`, /does not import the shell/],
    ['storefront/src/features/site/SitePage.tsx', `import { App } from '../../App.js';`, /does not import the shell/],
  ])('the storefront layer check catches %s importing %s', (file, source, message) => {
    expect(storefrontLayerViolations(file, usesOfText(file, source)).join('\n')).toMatch(message);
  });

  it('the storefront layer check allows the route table\'s page loaders and one feature showing another\'s component', () => {
    const loader = `const load = () => import('../features/menu/MenuPage.js');`;
    expect(storefrontLayerViolations('storefront/src/lib/routes.ts', usesOfText('storefront/src/lib/routes.ts', loader))).toEqual([]);
    const tile = `import { MenuTile } from '../menu/MenuTile.js';`;
    expect(storefrontLayerViolations('storefront/src/features/site/SitePage.tsx', usesOfText('storefront/src/features/site/SitePage.tsx', tile))).toEqual([]);
  });

  it('engine/ is pure: no I/O, clock, globals, or imports beyond engine/, schema types and luxon', () => {
    const violations = sourceFiles('engine').flatMap((f) => engineViolations(f, usesOf(f)));
    expect(violations).toEqual([]);
  });

  it('engine/ modules only declare: nothing runs on import, so the storefront bundles only what its pages call', () => {
    const files = sourceFiles('engine');
    expect(files).toContain('engine/rules/compile-hooks.ts');
    expect(files.flatMap((f) => topLevelEffects(f, readFileSync(join(root, f), 'utf8')))).toEqual([]);
  });

  it.each([
    ['a call', `import { x } from './a.js';\nregister(x);`],
    ['an assignment to an import', `import { table } from './a.js';\ntable.extra = 1;`],
    ['a loop', `for (const k of []) console.log(k);`],
  ])('the engine side-effect check catches %s', (_label, source) => {
    expect(topLevelEffects('engine/bad.ts', source).join('\n')).toMatch(/runs a statement on import/);
  });

  it('schemas/ imports nothing of ours and no node (except node.ts and the generators, which run only at build time)', () => {
    const files = sourceFiles('schemas').filter((f) => !['schemas/node.ts', 'schemas/generate-types.ts', 'schemas/generate-docs.ts'].includes(f));
    expect(files).toContain('schemas/loader.ts');
    const violations = files.flatMap((f) => schemaViolations(f, usesOf(f)));
    expect(violations).toEqual([]);
  });

  // The checks above must be able to fail: run them over known-bad examples.
  it.each([
    ['a node import', `import { readFileSync } from 'node:fs';`, /imports node:fs/],
    ['a bare fs import', `import fs from 'fs';`, /imports fs/],
    ['Date.now', `export const t = () => Date.now();`, /Date\.now/],
    ['new Date() without arguments', `export const t = () => new Date();`, /new Date\(\)/],
    ['window', `export const w = () => window.location;`, /global window/],
    ['process', `export const e = () => process.env;`, /global process/],
    ['a server import', `import { x } from '../server/db.js';`, /outside engine/],
    ['a cli import', `import { x } from '../cli/main.js';`, /outside engine/],
    ['a storefront import', `import { x } from '../storefront/app.js';`, /outside engine/],
    ['a package other than luxon', `import Ajv from 'ajv';`, /only luxon/],
    ['a run-time schemas import', `import { loadProfile } from '../schemas/index.js';`, /only schema types/],
  ])('engine check catches %s', (_label, source, message) => {
    expect(engineViolations('engine/bad.ts', usesOfText('engine/bad.ts', source)).join('\n')).toMatch(message);
  });

  it.each([
    ['luxon', `import { DateTime } from 'luxon';`],
    ['a schema type', `import type { Rule } from '../schemas/generated/types.js';`],
    ['a sibling', `import { cents } from './money.js';`],
    ['new Date(now)', `export const d = (now: number) => new Date(now);`],
    ['a comment naming Date.now()', `// never call Date.now() here\nexport const x = 1;`],
  ])('engine check allows %s', (_label, source) => {
    expect(engineViolations('engine/ok.ts', usesOfText('engine/ok.ts', source))).toEqual([]);
  });

  it.each([
    ['a node import', `import { readFile } from 'node:fs/promises';`, /schemas\/ must run in the browser/],
    ['an engine import', `import { lintProfile } from '../engine/lint/index.js';`, /imports nothing of ours/],
  ])('schemas check catches %s', (_label, source, message) => {
    expect(schemaViolations('schemas/bad.ts', usesOfText('schemas/bad.ts', source)).join('\n')).toMatch(message);
  });
});

describe('generated types', () => {
  it('schemas/generated/types.ts equals a fresh render of the schemas (run npm run schemas:types)', async () => {
    const fresh = await renderTypes();
    expect(readFileSync(join(root, 'schemas', 'generated', 'types.ts'), 'utf8')).toBe(fresh);
  });
  it('schemas/generated/validators.js equals a fresh compile of the schemas (run npm run schemas:types)', () => {
    // Compared by equality, not a hash: a stale validator would accept or refuse the wrong profiles.
    expect(readFileSync(join(root, 'schemas', 'generated', 'validators.js'), 'utf8') === renderValidators()).toBe(true);
  });
});
