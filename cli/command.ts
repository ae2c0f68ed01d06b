/** The shape of a shopctl command: data plus a run function over injected dependencies. */
import type { Deps } from './deps.js';

/** One option of a command, in commander's flag syntax (e.g. '--json', '--shop <profile>'). */
export interface OptionSpec {
  readonly flags: string;
  readonly description: string;
  readonly defaultValue?: string | boolean;
}

/** What a command receives: its positional operands and parsed options. */
export interface CommandArgs {
  readonly operands: readonly string[];
  readonly options: Readonly<Record<string, unknown>>;
}

/** A shopctl command. `run` returns the exit code: 0 success, 1 a finding, 2 bad usage. */
export interface Command {
  readonly name: string;
  /** One line for `shopctl --help`. */
  readonly summary: string;
  /** Longer help shown after the usage by `shopctl <name> --help`. */
  readonly help: string;
  /** Positional arguments in commander syntax, e.g. '<profile-or-dir...>'. */
  readonly arguments?: string;
  readonly options?: readonly OptionSpec[];
  run(args: CommandArgs, deps: Deps): Promise<number>;
}

/**
 * Thrown by a command for bad usage (a missing file, a wrong option value, a DATABASE_URL that
 * names no reachable database): exit code 2. `reason`, a permanent SCREAMING_SNAKE code, tells
 * scripts which problem it is (`error.reason` under --json) where the message alone would not.
 */
export class UsageError extends Error {
  override readonly name = 'UsageError';
  constructor(
    message: string,
    readonly reason?: string,
  ) {
    super(message);
  }
}

/** Exit codes shared by every command; UNEXPECTED is a defect of shopctl itself (with its stack on stderr). */
export const EXIT = { OK: 0, FINDINGS: 1, USAGE: 2, UNEXPECTED: 70 } as const;
