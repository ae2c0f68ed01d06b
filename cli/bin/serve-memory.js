// The order server's memory settings, which the C library and V8 read only when a process starts:
// `shopctl serve` (and so `npm start`) starts itself again with them, once, unless
// SERVE_MEMORY_SETTINGS=0. A value already set in the environment (or a
// --max-semi-space-size already given to node, on its command line or in NODE_OPTIONS) is kept.
//
// - MALLOC_ARENA_MAX=2: at most two glibc malloc arenas instead of eight per core. V8's
//   background threads (the optimizing compiler, the garbage collector) each took an arena of
//   their own, and each arena keeps the memory freed in it.
// - MALLOC_TRIM_THRESHOLD_=131072 and MALLOC_MMAP_THRESHOLD_=131072: free memory at the top of
//   an arena above 128 KB goes back to the system, and every block of 128 KB or more is mapped
//   on its own and unmapped when freed (by default the mmap threshold rises with the largest
//   block freed, up to 32 MB, after which such blocks stay in the arenas once freed).
// - node --max-semi-space-size=4: V8's young generation at 4 MB per semi-space instead of 16
//   (8 MB resident instead of 32); young collections run more often, each on less memory.
//
// On Node 22.15 and later the process replaces itself (process.execve, same process id); on
// older Node a child process runs the server and this one waits for it, passing on SIGINT,
// SIGTERM and SIGHUP and exiting as the child did. The child also stops if this process dies.
import { spawn } from 'node:child_process';

export const SERVE_MALLOC_ENV = {
  MALLOC_ARENA_MAX: '2',
  MALLOC_TRIM_THRESHOLD_: '131072',
  MALLOC_MMAP_THRESHOLD_: '131072',
};
export const SERVE_SEMI_SPACE_MB = 4;
const RELAUNCHED = 'SHOPCTL_SERVE_RELAUNCHED';

/** The first word of the command line that is not an option: the command shopctl runs. */
function commandName(argv) {
  return argv.slice(2).find((a) => !a.startsWith('-'));
}

/**
 * In `shopctl serve` started without the settings: starts the server again with them and
 * resolves true (the caller must then do nothing more). Otherwise resolves false.
 */
export async function relaunchServeWithMemorySettings() {
  if (process.env[RELAUNCHED] === '1') {
    delete process.env[RELAUNCHED];
    // A child of a launcher (older Node): stop with the launcher, without the channel keeping it alive.
    if (process.channel) {
      process.channel.unref();
      process.once('disconnect', () => process.kill(process.pid, 'SIGTERM'));
    }
    return false;
  }
  if (commandName(process.argv) !== 'serve' || process.env.SERVE_MEMORY_SETTINGS === '0') return false;
  const env = { ...process.env, [RELAUNCHED]: '1' };
  for (const [name, value] of Object.entries(SERVE_MALLOC_ENV)) if (env[name] === undefined) env[name] = value;
  const nodeFlags = [...process.execArgv];
  const semiSpaceGiven = [...process.execArgv, process.env.NODE_OPTIONS ?? ''].some((a) => a.includes('--max-semi-space-size'));
  if (!semiSpaceGiven) nodeFlags.push(`--max-semi-space-size=${SERVE_SEMI_SPACE_MB}`);
  const args = [...nodeFlags, ...process.argv.slice(1)];
  if (typeof process.execve === 'function') {
    process.execve(process.execPath, [process.execPath, ...args], env);
  }
  const child = spawn(process.execPath, args, { env, stdio: ['inherit', 'inherit', 'inherit', 'ipc'], detached: true });
  // Its own process group, so a Ctrl-C in the terminal reaches it once, through this process.
  const pass = (signal) => () => child.kill(signal);
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, pass(signal));
  child.once('error', (err) => {
    process.stderr.write(`shopctl serve could not start the server: ${err.message}\n`);
    process.exit(1);
  });
  child.once('exit', (code, signal) => {
    if (signal) {
      process.removeAllListeners(signal);
      process.kill(process.pid, signal);
    } else process.exit(code ?? 1);
  });
  return true;
}
