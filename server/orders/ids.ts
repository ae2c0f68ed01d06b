/** Order ids: unguessable, so an order link is its own access key. */
import { randomBytes } from 'node:crypto';

const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567';

// Random bytes are drawn from the CSPRNG in batches: one call per 256 order ids.
const ID_BYTES = 20;
let entropy = Buffer.alloc(0);
let entropyAt = 0;

/** An unguessable order id: 160 random bits in lower-case base32 (32 characters). */
export function newOrderId(): string {
  if (entropyAt + ID_BYTES > entropy.length) {
    entropy = randomBytes(ID_BYTES * 256);
    entropyAt = 0;
  }
  const bytes = entropy.subarray(entropyAt, entropyAt + ID_BYTES);
  entropyAt += ID_BYTES;
  let bits = 0;
  let value = 0;
  let out = '';
  for (const b of bytes) {
    value = (value << 8) | b;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
    value &= (1 << bits) - 1;
  }
  return out;
}

/** Order ids are 32 base32 characters; anything else cannot be an order. */
export function isOrderIdShape(id: string): boolean {
  return /^[a-z2-7]{32}$/.test(id);
}
