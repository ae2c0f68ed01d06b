/** shopctl: parses the command line with commander and runs the matching command. */
import { Command as Program, CommanderError, Option } from 'commander';
import { fileURLToPath } from 'node:url';
import { resolve } from 'node:path';
import { EXIT, UsageError, type Command } from './command.js';
import { commands as registered } from './commands/index.js';
import { realDeps, type Deps } from './deps.js';

function buildProgram(commands: readonly Command[], deps: Deps, setCode: (code: number) => void): Program {
  const program = new Program('shopctl')
    .description('Lint, import, price and serve config-driven restaurant storefronts.')
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

/** Runs shopctl with the given arguments (without node and script) and returns the exit code. */
export async function main(argv: readonly string[], deps: Deps = realDeps(), commands: readonly Command[] = registered): Promise<number> {
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
