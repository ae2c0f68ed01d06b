/** The session store for React: one per console, read with useSession(selector). */
import { createContext, useContext } from 'react';
import { useStore } from 'zustand';
import type { SessionStoreApi } from './session.js';

export const SessionContext = createContext<SessionStoreApi | null>(null);

export function useSessionStore(): SessionStoreApi {
  const store = useContext(SessionContext);
  if (!store) throw new Error('useSession needs a SessionContext provider.');
  return store;
}

export function useSession<T>(selector: (s: ReturnType<SessionStoreApi['getState']>) => T): T {
  return useStore(useSessionStore(), selector);
}
