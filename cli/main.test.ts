import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { realDeps } from './deps.js';
import { main } from './main.js';

async function shopctl(args: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const code = await main(args, { ...realDeps(), stdout: (t) => (out += t), stderr: (t) => (err += t) });
  return { code, out, err };
}

describe('shopctl', () => {
  it('--version prints the package version', async () => {
    const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string };
    const run = await shopctl(['--version']);
    expect(run.code).toBe(0);
    expect(run.out.trim()).toBe(pkg.version);
  });

  it('with --json, an error is JSON on stdout too (and text on stderr)', async () => {
    const run = await shopctl(['price', '--shop', 'shops/test/test.profile.json', '--cart', 'no/such/cart.json', '--json']);
    expect(run.code).toBe(2);
    expect(run.err).toContain('no/such/cart.json');
    const report = JSON.parse(run.out) as { ok: boolean; exitCode: number; error: { code: string; message: string } };
    expect(report).toEqual({ ok: false, exitCode: 2, error: { code: 'USAGE', message: run.err.trim() } });
  });

  it('with --json, an unknown option is a JSON usage error as well', async () => {
    const run = await shopctl(['menu', '--shop', 'shops/test/test.profile.json', '--jsn', '--json']);
    expect(run.code).toBe(2);
    expect(JSON.parse(run.out).error.code).toBe('USAGE');
    expect(JSON.parse(run.out).error.message).toContain('--jsn');
  });

  it('without --json, errors stay on stderr only', async () => {
    const run = await shopctl(['price', '--shop', 'shops/test/test.profile.json', '--cart', 'no/such/cart.json']);
    expect(run.code).toBe(2);
    expect(run.out).toBe('');
  });
});
