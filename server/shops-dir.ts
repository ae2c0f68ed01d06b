/** The shops folder must exist before profiles are read from it. */
import { statSync } from 'node:fs';

/** Throws a message naming SHOPS_DIR when `dir` is missing or not a folder. */
export function checkShopsDir(dir: string): void {
  const st = statSync(dir, { throwIfNoEntry: false });
  if (!st) {
    throw new Error(`The shops folder ${dir} does not exist. Set SHOPS_DIR (or --shops) to the folder that holds the shop profiles (<site>/*.profile.json), or create it.`);
  }
  if (!st.isDirectory()) {
    throw new Error(`SHOPS_DIR points at ${dir}, which is a file, not a folder. Point it at the folder that holds the shop profiles.`);
  }
}
