/**
 * The studio's editing state for one shop: the draft's profile and menu as text (what the editor
 * shows), the draft the server stored for the latest text and its findings. Every edit, typed or
 * made by a form, schedules a lint: after a pause the text is sent as a new draft and the answer's
 * findings replace the list (an older answer arriving late is dropped).
 */
import { createStore } from 'zustand/vanilla';
import { api, shopPath, type ApiResult } from '../lib/api.js';
import type { JsonObject } from './profile-edits.js';

export interface Finding {
  readonly severity: 'error' | 'warning' | string;
  readonly code: string;
  readonly file: string;
  readonly path: string;
  readonly line: number;
  readonly column: number;
  readonly message: string;
  readonly hint: string;
}

export interface LiveVersion {
  readonly version: number;
  readonly author: string | null;
  readonly message: string | null;
  readonly publishedAt: string | null;
}

export type Which = 'profile' | 'menu';

export interface StudioState {
  readonly phase: 'loading' | 'ready' | 'failed';
  readonly loadError: string | null;
  readonly live: LiveVersion | null;
  readonly profileText: string;
  /** Null when the profile holds its menu inline. */
  readonly menuText: string | null;
  readonly draftId: string | null;
  readonly basedOnVersion: number | null;
  readonly findings: readonly Finding[];
  /** An edit is waiting for its lint, or a lint is on its way. */
  readonly linting: boolean;
  readonly lintError: string | null;
  /** When the text shown is unpublished work brought back from this tab's last visit (its draft's time). */
  readonly restoredFrom: string | null;
}

export interface StudioActions {
  load(): Promise<void>;
  /** The editor's text changed. */
  editText(which: Which, text: string): void;
  /** A form changed the parsed JSON; the text is rewritten from it. */
  applyEdit(which: Which, edit: (doc: JsonObject) => JsonObject | false): boolean;
  /** Sends the current text as a draft now (publish and simulate wait for it). */
  lintNow(): Promise<string | null>;
  /** Drops the unpublished work and starts again from the live version. */
  discard(): Promise<void>;
}

/** What the tab remembers of unpublished work: the draft holding it and the version it was made on. */
interface KeptDraft {
  readonly draftId: string;
  readonly basedOnVersion: number;
}

/** Where a tab keeps a shop's unpublished work across reloads and visits to other pages (sessionStorage). */
export type DraftKeeper = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const keptKey = (shopId: string) => `studio-draft:${shopId}`;

export type StudioStore = ReturnType<typeof createStudioStore>;

/** The text parsed, or null when it is not (yet) valid JSON. */
export function parseJson(text: string | null): JsonObject | null {
  if (text === null) return null;
  try {
    const v = JSON.parse(text) as unknown;
    return v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as JsonObject) : null;
  } catch {
    return null;
  }
}

/** Whether a finding points into the menu file (else the profile). */
export function isMenuFinding(f: Finding): boolean {
  return /\.menu\.json$/.test(f.file) || /(^|\/)menu[^/]*\.json$/.test(f.file);
}

export const LINT_PAUSE_MS = 600;

type Call = <T>(method: 'GET' | 'POST', path: string, body?: unknown) => Promise<ApiResult<T>>;

/** One store per open studio page. `call`, the timer and the tab's storage are injectable for tests. */
export function createStudioStore(shopId: string, deps: { call?: Call; pauseMs?: number; keeper?: DraftKeeper | null } = {}) {
  const call: Call = deps.call ?? ((m, p, b) => api(m, p, b));
  const pause = deps.pauseMs ?? LINT_PAUSE_MS;
  const keeper = deps.keeper !== undefined ? deps.keeper : typeof sessionStorage === 'undefined' ? null : sessionStorage;
  // The live version's text as loaded: work that differs from it is kept for this tab.
  let liveText = { profile: '', menu: null as string | null };
  const kept = (): KeptDraft | null => {
    try {
      const v = JSON.parse(keeper?.getItem(keptKey(shopId)) ?? 'null') as KeptDraft | null;
      return v && typeof v.draftId === 'string' && typeof v.basedOnVersion === 'number' ? v : null;
    } catch {
      return null;
    }
  };
  const keep = (draft: KeptDraft | null) => {
    try {
      if (draft) keeper?.setItem(keptKey(shopId), JSON.stringify(draft));
      else keeper?.removeItem(keptKey(shopId));
    } catch {
      // Storage full or refused: the work stays on screen, only not across a reload.
    }
  };
  const asText = (v: unknown): string | null => (v === null || v === undefined ? null : typeof v === 'string' ? v : JSON.stringify(v, null, 2));
  let timer: ReturnType<typeof setTimeout> | undefined;
  let sent = 0;
  let pending: Promise<string | null> | null = null;

  return createStore<StudioState & StudioActions>()((set, get) => {
    const lint = async (): Promise<string | null> => {
      const seq = ++sent;
      const s = get();
      set({ linting: true });
      const res = await call<{ draftId: string; basedOnVersion: number | null; findings: Finding[] }>('POST', shopPath(shopId, '/drafts'), {
        profile: s.profileText,
        ...(s.menuText !== null ? { menu: s.menuText } : {}),
        ...(s.live ? { basedOnVersion: s.live.version } : {}),
      });
      if (seq !== sent) return pending ?? get().draftId;
      if (!res.ok) {
        set({ linting: false, lintError: res.error.message });
        return null;
      }
      set({ linting: false, lintError: null, draftId: res.data.draftId, basedOnVersion: res.data.basedOnVersion, findings: res.data.findings });
      const changed = s.profileText !== liveText.profile || s.menuText !== liveText.menu;
      keep(changed && s.live ? { draftId: res.data.draftId, basedOnVersion: s.live.version } : null);
      return res.data.draftId;
    };
    const schedule = () => {
      clearTimeout(timer);
      set({ linting: true, draftId: null });
      timer = setTimeout(() => {
        timer = undefined;
        pending = lint().finally(() => (pending = null));
      }, pause);
    };
    return {
      phase: 'loading',
      loadError: null,
      live: null,
      profileText: '',
      menuText: null,
      draftId: null,
      basedOnVersion: null,
      findings: [],
      linting: false,
      lintError: null,
      restoredFrom: null,
      async load() {
        set({ phase: 'loading', loadError: null });
        const res = await call<{ version: number; profile: unknown; menu: unknown; author: string | null; message: string | null; publishedAt: string | null }>('GET', shopPath(shopId, '/profile'));
        if (!res.ok) return set({ phase: 'failed', loadError: res.error.message });
        const d = res.data;
        liveText = { profile: JSON.stringify(d.profile, null, 2), menu: asText(d.menu) };
        let text = liveText;
        let restoredFrom: string | null = null;
        // Unpublished work of this tab made on the version still live comes back; work made on a
        // version since replaced (published, rolled back) is dropped rather than silently rebased.
        const mine = kept();
        if (mine && mine.basedOnVersion === d.version) {
          const draft = await call<{ profile: unknown; menu: unknown; createdAt: string }>('GET', shopPath(shopId, `/drafts/${encodeURIComponent(mine.draftId)}`));
          const profile = draft.ok ? asText(draft.data.profile) : null;
          if (draft.ok && profile !== null) {
            text = { profile, menu: liveText.menu === null ? null : asText(draft.data.menu) ?? liveText.menu };
            restoredFrom = draft.data.createdAt;
          }
        }
        if (restoredFrom === null) keep(null);
        set({
          phase: 'ready',
          live: { version: d.version, author: d.author, message: d.message, publishedAt: d.publishedAt },
          profileText: text.profile,
          menuText: text.menu,
          draftId: null,
          findings: [],
          restoredFrom,
        });
        pending = lint().finally(() => (pending = null));
        await pending;
      },
      editText(which, text) {
        set(which === 'profile' ? { profileText: text } : { menuText: text });
        schedule();
      },
      applyEdit(which, edit) {
        const s = get();
        const doc = parseJson(which === 'profile' ? s.profileText : s.menuText);
        if (!doc) return false;
        const next = edit(doc);
        if (next === false) return false;
        get().editText(which, JSON.stringify(next, null, 2));
        return true;
      },
      async discard() {
        clearTimeout(timer);
        timer = undefined;
        keep(null);
        await get().load();
      },
      async lintNow() {
        if (timer !== undefined) {
          clearTimeout(timer);
          timer = undefined;
          pending = lint().finally(() => (pending = null));
        }
        if (pending) return pending;
        return get().draftId ?? (pending = lint().finally(() => (pending = null)));
      },
    };
  });
}
