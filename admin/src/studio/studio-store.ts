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
}

export interface StudioActions {
  load(): Promise<void>;
  /** The editor's text changed. */
  editText(which: Which, text: string): void;
  /** A form changed the parsed JSON; the text is rewritten from it. */
  applyEdit(which: Which, edit: (doc: JsonObject) => JsonObject | false): boolean;
  /** Sends the current text as a draft now (publish and simulate wait for it). */
  lintNow(): Promise<string | null>;
}

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

/** One store per open studio page. `call` and the timer are injectable for tests. */
export function createStudioStore(shopId: string, deps: { call?: Call; pauseMs?: number } = {}) {
  const call: Call = deps.call ?? ((m, p, b) => api(m, p, b));
  const pause = deps.pauseMs ?? LINT_PAUSE_MS;
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
      async load() {
        set({ phase: 'loading', loadError: null });
        const res = await call<{ version: number; profile: unknown; menu: unknown; author: string | null; message: string | null; publishedAt: string | null }>('GET', shopPath(shopId, '/profile'));
        if (!res.ok) return set({ phase: 'failed', loadError: res.error.message });
        const d = res.data;
        set({
          phase: 'ready',
          live: { version: d.version, author: d.author, message: d.message, publishedAt: d.publishedAt },
          profileText: JSON.stringify(d.profile, null, 2),
          menuText: d.menu === null || d.menu === undefined ? null : JSON.stringify(d.menu, null, 2),
          draftId: null,
          findings: [],
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
