import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Command } from './command.js';
import { runShopctl } from './commands/testing.js';
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

  it('help for a command that does not exist is bad usage, as the command itself is', async () => {
    for (const argv of [['bogus'], ['help', 'bogus']]) {
      const run = await shopctl(argv);
      expect([run.code, run.out], argv.join(' ')).toEqual([2, '']);
      expect(run.err).toMatch(/^error: unknown command 'bogus'\n/);
    }
    // A near miss gets commander's suggestion; a real command still gets its help.
    expect((await shopctl(['help', 'lnt'])).err).toContain('(Did you mean lint?)');
    const help = await shopctl(['help', 'lint']);
    expect(help.code).toBe(0);
    expect(help.out).toContain('Usage: shopctl lint [options] <file-or-dir...>');
  });

  it('with --json, an unexpected problem is JSON on stdout (code UNEXPECTED, exit 70) and is thrown on', async () => {
    const broken: Command = { name: 'broken', summary: 'fails', help: '', options: [{ flags: '--json', description: 'json' }], run: async () => { throw new TypeError('x is undefined'); } };
    let out = '';
    const failed = main(['broken', '--json'], { ...realDeps(), stdout: (t) => (out += t), stderr: () => undefined }, [broken]);
    await expect(failed).rejects.toThrow('x is undefined');
    expect(JSON.parse(out)).toEqual({ ok: false, exitCode: 70, error: { code: 'UNEXPECTED', message: 'shopctl stopped on an unexpected problem: x is undefined' } });
  });
});

describe('a --shop profile that is not valid JSON is bad usage (exit 2), as a --cart is', () => {
  const bad = 'tmp/broken.profile.json';
  const cart = 'shops/test/examples/save20-delivery.cart.json';
  it.each([
    ['price', ['price', '--shop', bad, '--cart', cart]],
    ['menu', ['menu', '--shop', bad]],
    ['slots', ['slots', '--shop', bad, '--type', 'pickup']],
    ['explain', ['explain', '--shop', bad]],
  ])('%s', async (_name, argv) => {
    const run = await runShopctl([...argv, '--json'], { [bad]: '{ "shopId": "x",\n' });
    expect(run.code).toBe(2);
    expect(run.err).toContain(`${bad}:2:1  error  BAD_JSON`);
    expect(run.err.trimEnd().endsWith(`The --shop file ${bad} is not valid JSON; fix it at the place shown.`)).toBe(true);
    expect(JSON.parse(run.out).error.code).toBe('USAGE');
  });

  it('while lint reports the same file as a BAD_JSON finding (exit 1)', async () => {
    const run = await runShopctl(['lint', bad, '--json'], { [bad]: '{ "shopId": "x",\n' });
    expect(run.code).toBe(1);
    expect(JSON.parse(run.out).findings.map((f: { code: string }) => f.code)).toEqual(['BAD_JSON']);
  });

  it('a profile with errors that is valid JSON stays a finding (exit 1)', async () => {
    const profile = 'shops/test/test.profile.json';
    const text = readFileSync(new URL(`../${profile}`, import.meta.url), 'utf8').replace('"taxPercentage"', '"taxPercentge"');
    const run = await runShopctl(['menu', '--shop', profile], { [profile]: text });
    expect(run.code).toBe(1);
    expect(run.err).toContain('UNKNOWN_KEY');
  });
});
