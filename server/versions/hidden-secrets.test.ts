import { describe, expect, it } from 'vitest';
import { HIDDEN_SECRET, hiddenSecretIndexes, hideSecretsInText, hideWebhookSecrets, restoredText, restoreHiddenSecrets } from './hidden-secrets.js';

const live = {
  shopId: 'shop',
  orderHandling: {
    autoAccept: true,
    webhooks: [
      { url: 'https://pos.example/a', secret: 'whsec_aaaaaaaaaaaaaaaa', events: ['order.placed'] },
      { url: 'https://pos.example/b', secret: 'whsec_bbbbbbbbbbbbbbbb' },
    ],
  },
};

describe('hideWebhookSecrets', () => {
  it('replaces every secret and keeps everything else, keys in their order', () => {
    const hidden = hideWebhookSecrets(live) as typeof live;
    expect(hidden).toEqual({
      shopId: 'shop',
      orderHandling: {
        autoAccept: true,
        webhooks: [
          { url: 'https://pos.example/a', secret: '(hidden: managers and owners see it)', events: ['order.placed'] },
          { url: 'https://pos.example/b', secret: '(hidden: managers and owners see it)' },
        ],
      },
    });
    expect(Object.keys(hidden.orderHandling.webhooks[0]!)).toEqual(['url', 'secret', 'events']);
    expect(JSON.stringify(hidden)).not.toContain('whsec_');
    // The stored value is not changed.
    expect(live.orderHandling.webhooks[0]!.secret).toBe('whsec_aaaaaaaaaaaaaaaa');
  });

  it('leaves a profile without webhooks as it is', () => {
    const p = { shopId: 'shop', orderHandling: { autoAccept: false } };
    expect(hideWebhookSecrets(p)).toBe(p);
    expect(hideWebhookSecrets('not an object')).toBe('not an object');
  });

  it('hides secrets in text that is not JSON', () => {
    const text = '{ "orderHandling": { "webhooks": [{ "url": "https://x", "secret" : "whsec_\\"quoted\\"_1234" }, { "secret":"whsec_2222222222222222"}] ';
    expect(hideSecretsInText(text)).toBe('{ "orderHandling": { "webhooks": [{ "url": "https://x", "secret" : "(hidden: managers and owners see it)" }, { "secret":"(hidden: managers and owners see it)"}] ');
  });
});

describe('restoreHiddenSecrets', () => {
  const draft = {
    shopId: 'shop',
    orderHandling: {
      autoAccept: false,
      webhooks: [
        { url: 'https://pos.example/b', secret: HIDDEN_SECRET },
        { url: 'https://pos.example/a', secret: HIDDEN_SECRET, events: ['order.placed', 'order.status'] },
        { url: 'https://new.example/c', secret: HIDDEN_SECRET },
        { url: 'https://new.example/d', secret: 'whsec_dddddddddddddddd' },
      ],
    },
  };

  it('takes each hidden secret from the endpoint at the same address; one at a new address stays hidden', () => {
    const r = restoreHiddenSecrets(draft, [live]);
    expect(r.restored).toBe(2);
    expect(r.unresolved).toEqual([2]);
    expect((r.profile as typeof draft).orderHandling.webhooks).toEqual([
      { url: 'https://pos.example/b', secret: 'whsec_bbbbbbbbbbbbbbbb' },
      { url: 'https://pos.example/a', secret: 'whsec_aaaaaaaaaaaaaaaa', events: ['order.placed', 'order.status'] },
      { url: 'https://new.example/c', secret: HIDDEN_SECRET },
      { url: 'https://new.example/d', secret: 'whsec_dddddddddddddddd' },
    ]);
    expect(hiddenSecretIndexes(r.profile)).toEqual([2]);
  });

  it('looks in the later sources when the first has no such address, and prefers the same index for an address listed twice', () => {
    const twice = { orderHandling: { webhooks: [{ url: 'https://x', secret: 'whsec_first_0000000' }, { url: 'https://x', secret: 'whsec_second_000000' }] } };
    const asked = { orderHandling: { webhooks: [{ url: 'https://y', secret: HIDDEN_SECRET }, { url: 'https://x', secret: HIDDEN_SECRET }] } };
    const r = restoreHiddenSecrets(asked, [twice, { orderHandling: { webhooks: [{ url: 'https://y', secret: 'whsec_from_live_000' }] } }]);
    expect((r.profile as typeof asked).orderHandling.webhooks.map((h) => h.secret)).toEqual(['whsec_from_live_000', 'whsec_second_000000']);
    expect(r.unresolved).toEqual([]);
  });
});

describe('restoredText', () => {
  it('writes each secret where its placeholder was, keeping the lines as written', () => {
    const text = `{\n  "shopId": "shop",\n  "orderHandling": { "webhooks": [\n    {"url": "https://pos.example/a",   "secret": "${HIDDEN_SECRET}"}\n  ] }\n}\n`;
    const parsed = JSON.parse(text) as unknown;
    const r = restoreHiddenSecrets(parsed, [live]);
    expect(restoredText(text, parsed, r.profile)).toBe(`{\n  "shopId": "shop",\n  "orderHandling": { "webhooks": [\n    {"url": "https://pos.example/a",   "secret": "whsec_aaaaaaaaaaaaaaaa"}\n  ] }\n}\n`);
  });

  it('writes the value afresh when the placeholder is also used elsewhere, so the secret never lands in another field', () => {
    // The placeholder written with an escape in the secret and plainly in the name: replacing the text would move the secret into the name.
    const text = `{"name": "${HIDDEN_SECRET}", "orderHandling": {"webhooks": [{"url": "https://pos.example/a", "secret": "\\u0028${HIDDEN_SECRET.slice(1)}"}]}}`;
    const parsed = JSON.parse(text) as unknown;
    const r = restoreHiddenSecrets(parsed, [live]);
    const out = restoredText(text, parsed, r.profile);
    expect(JSON.parse(out)).toEqual({ name: HIDDEN_SECRET, orderHandling: { webhooks: [{ url: 'https://pos.example/a', secret: 'whsec_aaaaaaaaaaaaaaaa' }] } });
    expect(out).toBe(`${JSON.stringify(JSON.parse(out), null, 2)}\n`);
  });
});
