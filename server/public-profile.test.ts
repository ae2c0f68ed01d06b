import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadProfileFile } from '../schemas/node.js';
import { publicProfile } from './public-profile.js';

const FILE = 'shops/sunsetslice/sunsetslice.profile.json';

describe('publicProfile', () => {
  it('keeps the rules the browser needs without the staff notes on them, and drops promotions', async () => {
    const loaded = await loadProfileFile(FILE);
    if (!loaded.ok) throw new Error('the shipped profile should load');
    const fileRules = (JSON.parse(readFileSync(FILE, 'utf8')) as { rules: { id: string; kind: string; description?: string }[] }).rules;
    const markup = fileRules.find((r) => r.id === 'ss-pie-price-increase');
    expect(markup?.description).toBe('Every pie and calzone costs $1 more than the menu host lists.');

    const client = publicProfile(loaded.profile);
    // The loaded rules include the presets' (legacy tags and markers) after the file's own.
    const nonPromotions = loaded.profile.rules.filter((r) => r.kind !== 'promotion').map((r) => r.id);
    expect(nonPromotions).toEqual(expect.arrayContaining(fileRules.filter((r) => r.kind !== 'promotion').map((r) => r.id)));
    expect(client.rules.map((r) => r.id)).toEqual(nonPromotions);
    expect(client.rules.some((r) => r.kind === 'promotion')).toBe(false);
    expect(client.rules.find((r) => r.id === 'ss-pie-price-increase')).toMatchObject({ kind: 'price-increase', amountCents: 100 });
    expect(JSON.stringify(client)).not.toContain('costs $1 more than the menu host lists');
    for (const r of client.rules) expect(r).not.toHaveProperty('description');
  });

  it("leaves out the shop's webhooks (every page embeds this projection), and keeps the rest of orderHandling", async () => {
    const loaded = await loadProfileFile(FILE);
    if (!loaded.ok) throw new Error('the shipped profile should load');
    const withHooks = { ...loaded.profile, orderHandling: { defaultPrepMinutes: 25, webhooks: [{ url: 'https://pos.example/hooks', secret: 'whsec_never_in_a_page' }] } };
    const client = publicProfile(withHooks);
    expect(client.orderHandling).toEqual({ defaultPrepMinutes: 25 });
    expect(JSON.stringify(client)).not.toContain('whsec_never_in_a_page');
    expect(JSON.stringify(client)).not.toContain('pos.example');
    // The loaded profile the server runs on keeps them.
    expect(withHooks.orderHandling.webhooks).toHaveLength(1);
    const { orderHandling: _none, ...without } = loaded.profile;
    expect(publicProfile(without)).not.toHaveProperty('orderHandling');
  });
});
