/**
 * The composition root: the real file system, output streams, clock, environment and network
 * that commands use. Tests build their own Deps with fakes instead.
 */
import { nodeFileSystem, type LoaderFileSystem } from '../schemas/node.js';

/** Everything a command may touch outside itself. */
export interface Deps {
  readonly stdout: (text: string) => void;
  readonly stderr: (text: string) => void;
  readonly fs: LoaderFileSystem;
  /** The clock (epoch ms). */
  readonly now: () => number;
  readonly env: Readonly<Record<string, string | undefined>>;
  readonly cwd: string;
  readonly fetch: (url: string, init: { signal: AbortSignal }) => Promise<{ ok: boolean; status: number; text(): Promise<string> }>;
  /** Everything on standard input (secrets such as `staff add --password-stdin`); absent = none. */
  readonly stdin?: () => Promise<string>;
}

/** The real dependencies of the shopctl process. */
export function realDeps(): Deps {
  return {
    stdout: (text) => process.stdout.write(text),
    stderr: (text) => process.stderr.write(text),
    fs: nodeFileSystem,
    now: () => Date.now(),
    env: process.env,
    cwd: process.cwd(),
    fetch: (url, init) => fetch(url, init),
    stdin: async () => {
      const chunks: Buffer[] = [];
      for await (const chunk of process.stdin) chunks.push(Buffer.from(chunk as Uint8Array));
      return Buffer.concat(chunks).toString('utf8');
    },
  };
}
