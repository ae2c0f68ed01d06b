/**
 * The studio store keeps a tab's unpublished work across a reload or a visit to another page: the
 * draft holding it is remembered for the shop, brought back while the version it was made on is
 * still live, and dropped once another version is live or the work is discarded.
 */
import { describe, expect, it } from 'vitest';
import type { ApiResult } from '../lib/api.js';
import { createStudioStore, type DraftKeeper } from './studio-store.js';

/** A stand-in for the server: the live version and the drafts it stored. */
function fakeServer(live: { version: number; profile: Record<string, unknown> }) {
  const drafts = new Map<string, { profile: unknown; menu: unknown; createdAt: string }>();
  let n = 0;
  const call = async <T,>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<ApiResult<T>> => {
    const ok = (data: unknown) => ({ ok: true, data }) as unknown as ApiResult<T>;
    if (method === 'GET' && path.endsWith('/profile')) return ok({ version: live.version, profile: live.profile, menu: null, author: 'a@example.com', message: null, publishedAt: null });
    if (method === 'POST' && path.endsWith('/drafts')) {
      const id = `d${++n}`;
      const b = body as { profile: string; menu?: string };
      drafts.set(id, { profile: b.profile, menu: b.menu ?? null, createdAt: '2025-06-18T19:05:00Z' });
      return ok({ draftId: id, basedOnVersion: live.version, findings: [] });
    }
    const m = /\/drafts\/([^/]+)$/.exec(path);
    if (method === 'GET' && m) {
      const d = drafts.get(decodeURIComponent(m[1]!));
      return (d ? ok(d) : ({ ok: false, error: { code: 'DRAFT_NOT_FOUND', message: 'gone' } } as unknown as ApiResult<T>));
    }
    throw new Error(`unexpected ${method} ${path}`);
  };
  return { live, call };
}

function memoryKeeper(): DraftKeeper & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return { data, getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v), removeItem: (k) => void data.delete(k) };
}

describe('unpublished work in the studio', () => {
  const profile = { shopId: 'srvtest', identity: { name: 'Cafe' } };

  it('comes back after a reload while its version is live, and goes once another version is live', async () => {
    const server = fakeServer({ version: 3, profile });
    const keeper = memoryKeeper();
    const first = createStudioStore('srvtest', { call: server.call, pauseMs: 0, keeper });
    await first.getState().load();
    expect(keeper.data.size).toBe(0);
    const edited = JSON.stringify({ ...profile, identity: { name: 'Cafe Two' } }, null, 2);
    first.getState().editText('profile', edited);
    await first.getState().lintNow();
    expect(JSON.parse(keeper.data.get('studio-draft:srvtest')!)).toMatchObject({ basedOnVersion: 3 });

    // A reload: a new store over the same tab storage.
    const again = createStudioStore('srvtest', { call: server.call, pauseMs: 0, keeper });
    await again.getState().load();
    expect(again.getState().profileText).toBe(edited);
    expect(again.getState().restoredFrom).toBe('2025-06-18T19:05:00Z');

    // Another version went live meanwhile: the work was made on 3, so it is not brought back.
    server.live.version = 4;
    const later = createStudioStore('srvtest', { call: server.call, pauseMs: 0, keeper });
    await later.getState().load();
    expect(later.getState().profileText).toBe(JSON.stringify(profile, null, 2));
    expect(later.getState().restoredFrom).toBeNull();
    expect(keeper.data.size).toBe(0);
  });

  it('is forgotten when discarded, or when the text is put back as the live version has it', async () => {
    const server = fakeServer({ version: 1, profile });
    const keeper = memoryKeeper();
    const store = createStudioStore('srvtest', { call: server.call, pauseMs: 0, keeper });
    await store.getState().load();
    const liveText = store.getState().profileText;
    store.getState().editText('profile', JSON.stringify({ ...profile, x: 1 }, null, 2));
    await store.getState().lintNow();
    expect(keeper.data.size).toBe(1);
    store.getState().editText('profile', liveText);
    await store.getState().lintNow();
    expect(keeper.data.size).toBe(0);

    store.getState().editText('profile', JSON.stringify({ ...profile, x: 2 }, null, 2));
    await store.getState().lintNow();
    await store.getState().discard();
    expect(store.getState().profileText).toBe(liveText);
    expect(store.getState().restoredFrom).toBeNull();
    expect(keeper.data.size).toBe(0);
  });
});
