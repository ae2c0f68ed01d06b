import { describe, expect, it } from 'vitest';
import { execFile } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { main } from '../cli/main.js';
import { realDeps, type Deps } from '../cli/deps.js';

const corpus = join(import.meta.dirname, 'corpus');
const root = join(import.meta.dirname, '..');

interface Expect {
  readonly code: string | null;
  readonly path?: string;
  readonly line?: number;
  /** The hint, when the case is about how it reads. */
  readonly hint?: string;
}

const cases = readdirSync(corpus, { withFileTypes: true })
  .filter((d) => d.isDirectory() && d.name !== 'shops' && !d.name.startsWith('_'))
  .map((d) => ({ name: d.name, expect: JSON.parse(readFileSync(join(corpus, d.name, 'expect.json'), 'utf8')) as Expect }));

function captureDeps(): { deps: Deps; out: () => string; err: () => string } {
  let out = '';
  let err = '';
  const deps: Deps = { ...realDeps(), cwd: root, stdout: (t) => void (out += t), stderr: (t) => void (err += t) };
  return { deps, out: () => out, err: () => err };
}

describe('lint corpus: one broken thing per profile', () => {
  it('has at least 12 broken profiles', () => {
    expect(cases.filter((c) => c.expect.code !== null).length).toBeGreaterThanOrEqual(12);
  });

  it.each(cases)('$name', async ({ name, expect: want }) => {
    const file = join('tests', 'corpus', name, `${name}.profile.json`);
    const { deps, out } = captureDeps();
    const code = await main(['lint', file, '--json'], deps);
    const report = JSON.parse(out()) as { ok: boolean; findings: { severity: string; code: string; path: string; line: number; file: string }[] };
    if (want.code === null) {
      expect(report.findings).toEqual([]);
      expect(report.ok).toBe(true);
      expect(code).toBe(0);
      return;
    }
    expect(code).toBe(1);
    expect(report.ok).toBe(false);
    // Exactly one finding: the broken thing, at the right place.
    expect(report.findings.map((f) => ({ code: f.code, path: f.path, line: f.line }))).toEqual([{ code: want.code, path: want.path, line: want.line }]);
    expect(report.findings[0]!.file).toBe(file);
    if (want.hint !== undefined) expect((report.findings[0] as unknown as { hint: string }).hint).toBe(want.hint);
  });
});

describe('lint command output', () => {
  it('prints file:line:col, severity, code, message and an indented hint, then a summary', async () => {
    const { deps, out } = captureDeps();
    const code = await main(['lint', 'tests/corpus/typo-key/typo-key.profile.json'], deps);
    expect(code).toBe(1);
    const lines = out().split('\n');
    expect(lines[0]).toMatch(/^tests\/corpus\/typo-key\/typo-key\.profile\.json:4:17 {2}error {2}UNKNOWN_KEY {2}/);
    expect(lines[1]).toMatch(/^ {4}hint: Did you mean "taxPercentage"\?/);
    expect(lines[2]).toBe('1 profile checked: 1 error, 0 warnings.');
  });

  it('lints a folder recursively and counts every profile', async () => {
    const { deps, out } = captureDeps();
    const code = await main(['lint', 'tests/corpus'], deps);
    expect(code).toBe(1);
    // Every case folder plus _warning-only (one warning).
    expect(out()).toContain(`${cases.length + 1} profiles checked: ${cases.length - 1} errors, 1 warning.`);
  });

  it('warnings alone pass, and fail with --strict', async () => {
    const file = 'tests/corpus/_warning-only/warning-only.profile.json';
    const plain = captureDeps();
    expect(await main(['lint', file], plain.deps)).toBe(0);
    expect(plain.out()).toContain(`${file}:16:`);
    expect(plain.out()).toContain('warning  RULE_MATCHES_NOTHING');
    const strict = captureDeps();
    expect(await main(['lint', file, '--strict', '--json'], strict.deps)).toBe(1);
    expect(JSON.parse(strict.out()).ok).toBe(false);
  });

  it.each([
    ['a missing file', ['lint', 'tests/corpus/nope.profile.json'], /does not exist/],
    ['an unknown command', ['lnit', 'x'], /unknown command/],
    ['an unknown option', ['lint', '--bogus', 'x'], /unknown option/],
    ['no profile argument', ['lint'], /missing required argument/],
    ['no command at all', [], /Usage: shopctl/],
  ])('exits 2 on %s', async (_label, argv, message) => {
    const { deps, err } = captureDeps();
    expect(await main(argv, deps)).toBe(2);
    expect(err()).toMatch(message);
  });

  it('the real process exits 1 on a broken profile', async () => {
    const run = promisify(execFile);
    const failure = await run(process.execPath, ['--import', 'tsx', 'cli/main.ts', 'lint', 'tests/corpus/bad-json/bad-json.profile.json', '--json'], { cwd: root }).then(
      () => undefined,
      (e: { code: number; stdout: string }) => e,
    );
    expect(failure?.code).toBe(1);
    expect(JSON.parse(failure!.stdout).findings[0].code).toBe('BAD_JSON');
  });
});
