/** The data the server embedded in the page, and React access to it. */
import { createContext, useContext } from 'react';
import type { BootData, ClientProfile, SiteSummary } from '../../../schemas/boot-types.js';
import type { ResolvedMenu } from '../../../engine/index.js';

export type Boot = BootData<ResolvedMenu>;
export type { ClientProfile, SiteSummary };

/** Reads the boot data the server placed in `#boot-data`. */
export function readBoot(doc: Document = document): Boot {
  const el = doc.getElementById('boot-data');
  if (!el?.textContent) throw new Error('The page has no boot data: it must be served by the storefront server.');
  return JSON.parse(el.textContent) as Boot;
}

export const BootContext = createContext<Boot | null>(null);

export function useBoot(): Boot {
  const boot = useContext(BootContext);
  if (!boot) throw new Error('useBoot outside <BootContext.Provider>');
  return boot;
}

/** The current location's public profile (every location page has one). */
export function useShop(): ClientProfile {
  const shop = useBoot().shop;
  if (!shop) throw new Error('This page belongs to no shop.');
  return shop;
}
