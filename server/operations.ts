/**
 * A shop's live operations (pause, busy minutes, items out of stock) as the engine takes them.
 * The one place the server's quotes, orders and menus get them: none are stored yet, so every
 * shop runs as usual. Reading them from the database is this function's job alone.
 */
import type { Operations } from '../engine/index.js';

/** The live operations of a shop right now; undefined = business as usual. */
export async function currentOperations(_shopId: string): Promise<Operations | undefined> {
  return undefined;
}
