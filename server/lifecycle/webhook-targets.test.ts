/**
 * Where webhooks may go: addresses that are not public (this host, private networks, link-local,
 * unique-local, reserved) are refused as IP literals, as localhost, and as names that resolve to
 * them, at registration and again as the delivery connects; WEBHOOK_ALLOW_PRIVATE lets them through.
 */
import type { LookupAddress } from 'node:dns';
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isNonPublicAddress, postWebhook, webhookTargetRefusal, WebhookTargetRefused } from './webhook-targets.js';

describe('which addresses are not public', () => {
  it.each([
    ['127.0.0.1', true], ['127.8.9.10', true], ['0.0.0.0', true], ['10.1.2.3', true], ['172.16.0.1', true], ['172.31.255.255', true],
    ['192.168.1.10', true], ['169.254.169.254', true], ['100.64.0.1', true], ['224.0.0.1', true], ['255.255.255.255', true],
    ['::1', true], ['::', true], ['fe80::1', true], ['fe80::1%eth0', true], ['fd00::1', true], ['fc12:3456::1', true], ['ff02::1', true],
    ['::ffff:127.0.0.1', true], ['::ffff:a9fe:a9fe', true], ['64:ff9b::7f00:1', true], ['64:ff9b::a9fe:a9fe', true], ['2002:c0a8:0101::1', true],
    ['172.32.0.1', false], ['8.8.8.8', false], ['93.184.216.34', false], ['169.255.0.1', false], ['2606:4700::1111', false],
    ['::ffff:8.8.8.8', false], ['64:ff9b::808:808', false], ['2002:0808:0808::1', false],
    ['not an address', true],
  ] as const)('%s: %s', (address, refused) => {
    expect(isNonPublicAddress(address)).toBe(refused);
  });
});

describe('refusing a target when it is registered', () => {
  /** A resolver answering from a table, as DNS would. */
  const dns = (table: Record<string, string[]>) => async (host: string): Promise<LookupAddress[]> => {
    const found = table[host];
    if (!found) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' });
    return found.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  };
  const lookup = dns({ 'pos.example.com': ['93.184.216.34'], 'intranet.example.com': ['10.0.0.7'], 'mixed.example.com': ['93.184.216.34', '127.0.0.1'] });

  it.each([
    ['http://127.0.0.1:8817/hook', 'points at'],
    ['http://2130706433/hook', 'points at'],
    ['http://0x7f.1/hook', 'points at'],
    ['http://[::1]/hook', 'points at'],
    ['http://[::ffff:127.0.0.1]/hook', 'points at'],
    ['http://169.254.169.254/latest/meta-data/', 'points at'],
    ['http://0.0.0.0:9000/', 'points at'],
    ['https://localhost/hook', 'names this server'],
    ['https://shop.localhost./hook', 'names this server'],
    ['https://intranet.example.com/hook', 'resolves to'],
    ['https://mixed.example.com/hook', 'resolves to'],
    ['ftp://pos.example.com/hook', 'is not an http or https address'],
  ] as const)('%s is refused (%s)', async (url, words) => {
    const why = await webhookTargetRefusal(url, { allowPrivate: false, lookup });
    expect(why?.slice(0, words.length)).toBe(words);
  });

  it.each([
    'https://pos.example.com/hooks/orders',
    'http://93.184.216.34/hook',
    // A name that does not resolve now cannot be judged; each delivery checks it as it connects.
    'https://not-yet.example.com/hook',
  ])('%s is accepted', async (url) => {
    expect(await webhookTargetRefusal(url, { allowPrivate: false, lookup })).toBeUndefined();
  });

  it('WEBHOOK_ALLOW_PRIVATE lets private targets through, but never another scheme', async () => {
    for (const url of ['http://127.0.0.1:8817/hook', 'https://localhost/hook', 'https://intranet.example.com/hook']) {
      expect(await webhookTargetRefusal(url, { allowPrivate: true, lookup })).toBeUndefined();
    }
    expect(await webhookTargetRefusal('file:///etc/passwd', { allowPrivate: true, lookup })).toBe('is not an http or https address');
  });
});

describe('refusing a target when delivering', () => {
  let receiver: Server;
  let port = 0;
  const received: string[] = [];
  beforeAll(async () => {
    receiver = createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        received.push(body);
        res.writeHead(204).end();
      });
    });
    await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
    port = (receiver.address() as { port: number }).port;
  });
  afterAll(() => new Promise<void>((r) => receiver.close(() => r())));
  const post = (body: string) => ({ headers: { 'Content-Type': 'application/json' }, body, signal: AbortSignal.timeout(5000) });

  it('an IP literal of this host is refused before connecting', async () => {
    await expect(postWebhook(`http://127.0.0.1:${port}/hook`, post('literal'), { allowPrivate: false })).rejects.toBeInstanceOf(WebhookTargetRefused);
    expect(received).not.toContain('literal');
  });

  it('a name that now resolves to this host (it was public when registered) is refused as the connection is made', async () => {
    let answers = 0;
    // The first answer (registration) is public; every later one points here.
    const rebinding = async (): Promise<LookupAddress[]> => [{ address: answers++ === 0 ? '93.184.216.34' : '127.0.0.1', family: 4 }];
    expect(await webhookTargetRefusal(`http://rebind.example.com:${port}/hook`, { allowPrivate: false, lookup: rebinding })).toBeUndefined();
    const sent = postWebhook(`http://rebind.example.com:${port}/hook`, post('rebound'), { allowPrivate: false, lookup: rebinding });
    await expect(sent).rejects.toBeInstanceOf(WebhookTargetRefused);
    expect(answers).toBe(2);
    expect(received).not.toContain('rebound');
  });

  it('with WEBHOOK_ALLOW_PRIVATE the same receiver gets the POST and its status is the answer', async () => {
    expect(await postWebhook(`http://127.0.0.1:${port}/hook`, post('allowed'), { allowPrivate: true })).toBe(204);
    expect(received).toContain('allowed');
  });
});
