/**
 * Test helpers for the staff side: a guard that believes an X-Test-Staff header ("owner", or
 * "staff:<site>,<site>"), a Server-Sent Events reader, and an ESC/POS decoder that strips
 * control sequences and keeps the printed text.
 */
import { ApiError } from '../../server/errors.js';
import type { StaffGuard, StaffRole } from '../../server/staff/contract.js';

/** Test-only: the user is whatever X-Test-Staff says; shops of other sites are 404 as with the real guard. */
export const headerGuard: StaffGuard = async (req, shopId) => {
  const raw = req.headers['x-test-staff'];
  if (typeof raw !== 'string' || raw === '') throw new ApiError(401, 'NOT_SIGNED_IN', 'Sign in first.');
  const [role, sites = ''] = raw.split(':') as [StaffRole, string?];
  const user = { id: raw, email: `${role}@test.example`, role, sites: sites ? sites.split(',') : [] };
  if (shopId !== null && role !== 'owner' && !user.sites.includes(shopId)) throw new ApiError(404, 'SHOP_NOT_FOUND', 'There is no such shop.');
  return user;
};

export const OWNER = { 'X-Test-Staff': 'owner' };

/** The owner's headers for a call to `base`, with the Origin a page of that server sends (state-changing staff calls need it). */
export function ownerAt(base: string): Record<string, string> {
  return { ...OWNER, Origin: base };
}

export interface SseMessage {
  readonly id: string | null;
  readonly event: string | null;
  readonly data: any;
}

/** An open SSE connection: messages as they arrive, and comments (heartbeats). */
export interface SseClient {
  readonly messages: SseMessage[];
  readonly comments: string[];
  readonly status: number;
  /** Resolves when the server ends the stream (or it is closed here). */
  readonly ended: Promise<void>;
  /** Resolves with the first message (from now or already received) that `pred` accepts, or rejects after `ms`. */
  waitFor(pred: (m: SseMessage) => boolean, ms?: number): Promise<SseMessage>;
  close(): void;
}

/** Opens an SSE stream with fetch and parses it. */
export async function openSse(url: string, headers: Record<string, string> = {}): Promise<SseClient> {
  const ac = new AbortController();
  const res = await fetch(url, { headers: { Accept: 'text/event-stream', ...headers }, signal: ac.signal });
  const messages: SseMessage[] = [];
  const comments: string[] = [];
  const waiters = new Set<() => void>();
  let markEnded: () => void = () => undefined;
  const ended = new Promise<void>((resolve) => {
    markEnded = resolve;
  });
  if (!res.body) markEnded();
  if (res.body) {
    void (async () => {
      const decoder = new TextDecoder();
      let buf = '';
      try {
        for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
          buf += decoder.decode(chunk, { stream: true });
          let end: number;
          while ((end = buf.indexOf('\n\n')) >= 0) {
            const block = buf.slice(0, end);
            buf = buf.slice(end + 2);
            let id: string | null = null;
            let event: string | null = null;
            const data: string[] = [];
            for (const line of block.split('\n')) {
              if (line.startsWith(':')) comments.push(line.slice(1).trim());
              else if (line.startsWith('id:')) id = line.slice(3).trim();
              else if (line.startsWith('event:')) event = line.slice(6).trim();
              else if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''));
            }
            if (data.length > 0) messages.push({ id, event, data: JSON.parse(data.join('\n')) });
            for (const w of waiters) w();
          }
        }
      } catch {
        // aborted
      }
      markEnded();
    })();
  }
  return {
    messages,
    comments,
    status: res.status,
    ended,
    waitFor(pred, ms = 5000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const m = messages.find(pred);
          if (!m) return false;
          clearTimeout(timer);
          waiters.delete(check);
          resolve(m);
          return true;
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no matching event within ${ms} ms; got ${JSON.stringify(messages.map((m) => [m.id, m.event]))}`));
        }, ms);
        if (!check()) waiters.add(check);
      });
    },
    close: () => ac.abort(),
  };
}

/**
 * Decodes ESC/POS bytes to the printed text: drops ESC/GS/FS command sequences (with their
 * parameters) and control bytes, keeps printable characters and line feeds.
 */
export function decodeEscPos(bytes: Uint8Array): string[] {
  let out = '';
  for (let i = 0; i < bytes.length; i++) {
    const b = bytes[i]!;
    if (b === 0x1b) {
      // ESC: one command byte, then its parameters.
      const cmd = bytes[++i]!;
      const params: Record<number, number> = { 0x40: 0, 0x21: 1, 0x2d: 1, 0x45: 1, 0x47: 1, 0x4d: 1, 0x61: 1, 0x74: 1, 0x64: 1, 0x33: 1, 0x32: 0, 0x34: 1, 0x7b: 1, 0x52: 1, 0x70: 3, 0x56: 1, 0x4a: 1 };
      i += params[cmd] ?? 1;
    } else if (b === 0x1d) {
      const cmd = bytes[++i]!;
      if (cmd === 0x56) {
        const m = bytes[++i]!;
        if (m === 0x41 || m === 0x42 || m === 65 || m === 66) i++;
      } else if (cmd === 0x28) {
        // GS ( fn pL pH data...
        const pL = bytes[i + 2]!;
        const pH = bytes[i + 3]!;
        i += 3 + pL + pH * 256;
      } else {
        i += 1; // GS ! n, GS B n, GS h n, GS w n, ...
      }
    } else if (b === 0x1c) {
      const cmd = bytes[++i]!;
      if (cmd === 0x2e || cmd === 0x26) continue; // FS . / FS &: no parameter
      i += 1;
    } else if (b === 0x0a) {
      out += '\n';
    } else if (b >= 0x20 && b < 0x7f) {
      out += String.fromCharCode(b);
    }
  }
  return out.split('\n').map((l) => l.trimEnd()).filter((l) => l.trim() !== '');
}
