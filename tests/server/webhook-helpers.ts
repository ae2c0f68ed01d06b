/**
 * Webhook test helpers: a local receiver recording each POST (its path, headers and raw body) that
 * answers each path as told, a signature check computed here (not by the server's code), and a
 * profile with webhooks published through the studio.
 */
import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { call } from './harness.js';

export interface Received {
  readonly path: string;
  readonly headers: Record<string, string | string[] | undefined>;
  readonly body: string;
  readonly json: { id: string; type: string; subject: string; data: Record<string, unknown> };
}

export interface Receiver {
  /** The receiver's base address (http://127.0.0.1:port). */
  readonly base: string;
  readonly received: Received[];
  /** The HTTP status a path answers (204 unless set). */
  readonly answer: Map<string, number>;
  /** What `path` received about order `orderId`. */
  about(path: string, orderId: string): Received[];
  close(): Promise<void>;
}

/** Starts a receiver on 127.0.0.1 (the server must allow private webhooks: WEBHOOK_ALLOW_PRIVATE=1). */
export async function webhookReceiver(): Promise<Receiver> {
  const received: Received[] = [];
  const answer = new Map<string, number>();
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      const path = req.url ?? '/';
      received.push({ path, headers: req.headers, body, json: JSON.parse(body) as Received['json'] });
      res.writeHead(answer.get(path) ?? 204).end();
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as { port: number };
  return {
    base: `http://127.0.0.1:${port}`,
    received,
    answer,
    about: (path, orderId) => received.filter((r) => r.path === path && r.json.subject === orderId),
    close: () => new Promise((r) => server.close(() => r())),
  };
}

/** True when the delivery's Webhook-Signature is HMAC-SHA256(secret, "{t}.{raw body}"). */
export function signedWith(r: Received, secret: string): boolean {
  const header = String(r.headers['webhook-signature']);
  const t = /(?:^|,)t=(\d+)/.exec(header)?.[1];
  const v1 = /(?:^|,)v1=([0-9a-f]{64})/.exec(header)?.[1];
  return t !== undefined && v1 === createHmac('sha256', secret).update(`${t}.${r.body}`).digest('hex');
}

/** `profile` with `orderHandling.webhooks` set to `hooks` (removed when undefined). */
export function withWebhooks(profile: Record<string, unknown>, hooks: readonly Record<string, unknown>[] | undefined): Record<string, unknown> {
  const { orderHandling, ...rest } = structuredClone(profile) as { orderHandling?: Record<string, unknown> };
  const { webhooks: _old, ...handling } = orderHandling ?? {};
  return { ...rest, orderHandling: hooks ? { ...handling, webhooks: hooks } : handling };
}

/** Makes a draft of `profile` on `base` and publishes it (now, or `at`); returns the publish answer's body. */
export async function publishProfile(base: string, shopId: string, headers: Record<string, string>, profile: unknown, at?: string): Promise<{ version: number; status: string }> {
  const d = await call(base, 'POST', `/api/staff/shops/${shopId}/drafts`, { profile }, headers);
  if (d.status !== 201) throw new Error(`draft answered ${d.status}: ${JSON.stringify(d.body)}`);
  const p = await call(base, 'POST', `/api/staff/shops/${shopId}/drafts/${d.body.draftId}/publish`, { confirmWarnings: true, ...(at ? { at } : {}) }, headers);
  if (p.status !== 201) throw new Error(`publish answered ${p.status}: ${JSON.stringify(p.body)}`);
  return p.body;
}
