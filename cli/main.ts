/** shopctl: parses the command line with commander and runs the matching command. */
import { Command as Program, CommanderError, Option } from 'commander';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dirname, join, resolve } from 'node:path';
import { EXIT, UsageError, type Command } from './command.js';
import { commands as registered } from './commands/index.js';
import { realDeps, type Deps } from './deps.js';

/** The product's version, from the package.json above this file (source or bundle). */
export function productVersion(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 5; i++) {
    const file = join(dir, 'package.json');
    if (existsSync(file)) {
      const pkg = JSON.parse(readFileSync(file, 'utf8')) as { name?: string; version?: string };
      if (pkg.name === 'storefront-platform' && pkg.version) return pkg.version;
    }
    dir = dirname(dir);
  }
  return 'unknown';
}

function buildProgram(commands: readonly Command[], deps: Deps, setCode: (code: number) => void): Program {
  const program = new Program('shopctl')
    .description('Lint, import, price and serve config-driven restaurant storefronts.')
    .version(productVersion(), '-V, --version', 'print the version of shopctl')
    .exitOverride()
    .showHelpAfterError('(run shopctl --help for the commands and options)')
    .configureOutput({ writeOut: deps.stdout, writeErr: deps.stderr });
  for (const command of commands) {
    const sub = program.command(command.name).description(command.summary).addHelpText('after', '\n' + command.help);
    if (command.arguments) sub.arguments(command.arguments);
    for (const opt of command.options ?? []) {
      const o = new Option(opt.flags, opt.description);
      if (opt.defaultValue !== undefined) o.default(opt.defaultValue);
      sub.addOption(o);
    }
    sub.exitOverride().configureOutput({ writeOut: deps.stdout, writeErr: deps.stderr });
    sub.action(async (...params: unknown[]) => {
      // commander passes the declared arguments, then the options object, then the command.
      const options = (params[params.length - 2] ?? {}) as Record<string, unknown>;
      const operands = params.slice(0, -2).flatMap((p) => (Array.isArray(p) ? p.map(String) : p === undefined ? [] : [String(p)]));
      setCode(await command.run({ operands, options }, deps));
    });
  }
  return program;
}

/**
 * Runs shopctl with the given arguments (without node and script) and returns the exit code.
 * With --json, a run that fails without printing JSON also prints its error as JSON on stdout:
 * `{ "ok": false, "exitCode": n, "error": { "code": "USAGE" | "FINDINGS" | "UNEXPECTED", "reason"?: "...", "message": "..." } }`
 * (the human text still goes to stderr). An unexpected problem is thrown on, after its JSON.
 */
export async function main(argv: readonly string[], deps: Deps = realDeps(), commands: readonly Command[] = registered): Promise<number> {
  if (!argv.includes('--json')) return (await run(argv, deps, commands)).code;
  let printed = false;
  let errors = '';
  const report = (exitCode: number, error: Record<string, string>): void => {
    deps.stdout(`${JSON.stringify({ ok: false, exitCode, error }, null, 2)}\n`);
  };
  let result: RunResult;
  try {
    result = await run(argv, {
      ...deps,
      stdout: (t) => {
        printed ||= t.trim().length > 0;
        deps.stdout(t);
      },
      stderr: (t) => {
        errors += t;
        deps.stderr(t);
      },
    }, commands);
  } catch (err) {
    if (!printed) report(EXIT.UNEXPECTED, { code: 'UNEXPECTED', message: `shopctl stopped on an unexpected problem: ${err instanceof Error ? err.message : String(err)}` });
    throw err;
  }
  const { code, reason } = result;
  if (code !== EXIT.OK && !printed) {
    const message = errors.trim() || `shopctl exited with ${code}.`;
    report(code, { code: code === EXIT.USAGE ? 'USAGE' : 'FINDINGS', ...(reason ? { reason } : {}), message });
  }
  return code;
}

/** An exit code, and the reason of a usage error that gave one. */
interface RunResult {
  readonly code: number;
  readonly reason?: string;
}

async function run(argv: readonly string[], deps: Deps, commands: readonly Command[]): Promise<RunResult> {
  let code: number = EXIT.OK;
  const program = buildProgram(commands, deps, (c) => {
    code = c;
  });
  if (argv.length === 0) {
    deps.stderr(program.helpInformation());
    return { code: EXIT.USAGE };
  }
  // `help <name>` for a name that is no command is reported as `shopctl <name>` is: an unknown
  // command, exit 2 (commander would print the general help and exit 0).
  const [first, topic] = argv;
  const parsed = first === 'help' && topic !== undefined && !topic.startsWith('-') && topic !== 'help' && !commands.some((c) => c.name === topic) ? [topic] : [...argv];
  try {
    await program.parseAsync(parsed, { from: 'user' });
    return { code };
  } catch (err) {
    if (err instanceof CommanderError) {
      if (err.code === 'commander.helpDisplayed' || err.code === 'commander.version' || err.code === 'commander.help') return { code: EXIT.OK };
      return { code: EXIT.USAGE };
    }
    if (err instanceof UsageError) {
      deps.stderr(`${err.message}\n`);
      return { code: EXIT.USAGE, ...(err.reason ? { reason: err.reason } : {}) };
    }
    throw err;
  }
}

// Run when executed as the program (the tsup bundle, or `tsx cli/main.ts`), not when imported by tests.
const self = fileURLToPath(import.meta.url);
if (self.endsWith('/dist/shopctl.js') || (process.argv[1] !== undefined && resolve(process.argv[1]) === self)) {
  main(process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code;
    },
    (err: unknown) => {
      process.stderr.write(`shopctl stopped on an unexpected problem: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
      process.exitCode = EXIT.UNEXPECTED;
    },
  );
}
