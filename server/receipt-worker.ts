/**
 * The receipt worker: runs in a worker thread of the receipt pool (receipt-renderer.ts), so a
 * receipt's 0.1-0.6 s of font subsetting and layout never blocks the thread that answers
 * requests. Built as its own file (tsup entry `receipt-worker`) beside the server bundle.
 */
import type { OrderRecord } from './order-store.js';
import { renderReceipt, type ReceiptShop } from './receipt.js';

/** What the request thread sends: plain data, copied across threads. */
export interface ReceiptTask {
  readonly shop: ReceiptShop;
  readonly order: OrderRecord;
}

/** Renders one receipt; the bytes go back to the request thread. */
export default async function renderReceiptTask(task: ReceiptTask): Promise<Uint8Array> {
  const pdf = await renderReceipt(task.shop, task.order);
  return new Uint8Array(pdf.buffer, pdf.byteOffset, pdf.byteLength);
}
