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
 * `{ "ok": false, "exitCode": n, "error": { "code": "USAGE" | "FINDINGS", "message": "..." } }`
 * (the human text still goes to stderr).
 */
export async function main(argv: readonly string[], deps: Deps = realDeps(), commands: readonly Command[] = registered): Promise<number> {
  if (!argv.includes('--json')) return run(argv, deps, commands);
  let printed = false;
  let errors = '';
  const code = await run(argv, {
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
  if (code !== EXIT.OK && !printed) {
    const message = errors.trim() || `shopctl exited with ${code}.`;
    deps.stdout(`${JSON.stringify({ ok: false, exitCode: code, error: { code: code === EXIT.USAGE ? 'USAGE' : 'FINDINGS', message } }, null, 2)}\n`);
  }
  return code;
}

async function run(argv: readonly string[], deps: Deps, commands: readonly Command[]): Promise<number> {
  let code: number = EXIT.OK;
  const program = buildProgram(commands, deps, (c) => {
    code = c;
  });
  if (argv.length === 0) {
    deps.stderr(program.helpInformation());
    return EXIT.USAGE;
  }
  try {
    await program.parseAsync([...argv], { from: 'user' });
    return code;
  } catch (err) {
    if (err instanceof CommanderError) {
      if (err.code === 'commander.helpDisplayed' || err.code === 'commander.version' || err.code === 'commander.help') return EXIT.OK;
      return EXIT.USAGE;
    }
    if (err instanceof UsageError) {
      deps.stderr(`${err.message}\n`);
      return EXIT.USAGE;
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
      process.exitCode = 70;
    },
  );
}
