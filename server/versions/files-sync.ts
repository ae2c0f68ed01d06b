/**
 * Keeping the `shops/` folder and the database in step. At start (and on `shopctl publish`), a
 * shop's files become a new version when their content differs from the last version taken from
 * files, unless a version was published from the studio since: then the studio's stays live and
 * the caller is told (a warning naming the shop and what to do), unless `force`.
 */
import { readFile, readdir } from 'node:fs/promises';
import { dirname, isAbsolute, join } from 'node:path';
import type { Db } from '../db.js';
import { contentHash, lastFromFiles, liveVersion, presetKey, publish, type VersionRow } from './store.js';

/** A shop's files as read from disk. */
export interface ShopFiles {
  readonly shopId: string;
  /** The profile file's path. */
  readonly file: string;
  readonly profile: unknown;
  readonly profileText: string;
  readonly menu: unknown;
  readonly menuText: string | null;
}

/**
 * Reads a profile file and the menu file it names (a URL menu: `fetchedMenu`, the menu the loader
 * already fetched, is stored instead, so the version holds what was served).
 */
export async function readShopFiles(file: string, fetchedMenu?: unknown): Promise<ShopFiles> {
  const profileText = await readFile(file, 'utf8');
  const profile = JSON.parse(profileText) as { shopId: string; menu?: { file?: string; url?: string } };
  let menu: unknown = null;
  let menuText: string | null = null;
  if (typeof profile.menu?.file === 'string') {
    const rel = profile.menu.file;
    menuText = await readFile(isAbsolute(rel) ? rel : join(dirname(file), rel), 'utf8');
    menu = JSON.parse(menuText);
  } else if (typeof profile.menu?.url === 'string' && fetchedMenu !== undefined) {
    menu = fetchedMenu;
    menuText = `${JSON.stringify(fetchedMenu, null, 2)}\n`;
  }
  return { shopId: profile.shopId, file, profile, profileText, menu, menuText };
}

/** What syncing one shop's files did. */
export type SyncOutcome =
  | { readonly kind: 'published'; readonly row: VersionRow }
  /** The files are the live version. */
  | { readonly kind: 'unchanged'; readonly live: VersionRow }
  /** The files are the last version taken from them, but another version (the studio's, a rollback) is live: it stays. */
  | { readonly kind: 'studio-live'; readonly live: VersionRow; readonly lastFiles: VersionRow }
  /** The files changed, but a studio version is live and newer than the last one from files. */
  | { readonly kind: 'studio-newer'; readonly live: VersionRow; readonly lastFiles: VersionRow | undefined };

/** Publishes `files` as a new version when the rules above say so. */
export async function syncShopFiles(db: Db, files: Omit<ShopFiles, 'file'> & { file?: string }, opts: { now: number; author: string; force?: boolean; message?: string }): Promise<SyncOutcome> {
  const hash = contentHash(files.profile, files.menu);
  const live = await liveVersion(db, files.shopId);
  if (live && live.filesHash === hash) return { kind: 'unchanged', live };
  if (live && !opts.force) {
    const lastFiles = await lastFromFiles(db, files.shopId);
    if (lastFiles && lastFiles.filesHash === hash) return { kind: 'studio-live', live, lastFiles };
    if (live.source !== 'files' && (!lastFiles || live.version! > lastFiles.version!)) return { kind: 'studio-newer', live, lastFiles };
  }
  const r = await publish(db, {
    shopId: files.shopId,
    profile: files.profile,
    profileText: files.profileText,
    menu: files.menu,
    menuText: files.menuText,
    author: opts.author,
    message: opts.message ?? (opts.force ? 'published from files (--force)' : 'published from files'),
    source: 'files',
    basedOnVersion: live?.version ?? 0,
    now: opts.now,
  });
  if (!r.ok) {
    // Another instance published the same files a moment ago: look again.
    return syncShopFiles(db, files, opts);
  }
  return { kind: 'published', row: r.row };
}

/** The warning printed when the studio's version is kept over changed files. */
export function studioNewerWarning(shopId: string, dir: string, outcome: Extract<SyncOutcome, { kind: 'studio-newer' }>): string {
  const since = outcome.lastFiles ? `since version ${outcome.lastFiles.version} was taken from them` : 'and no version was ever taken from them';
  return `Shop ${shopId}: the files in ${dir} changed ${since}, but version ${outcome.live.version} was published from the studio by ${outcome.live.author}, so it stays live. ` +
    `Run "shopctl pull ${shopId} --out ${dir}" to write the live version to the files, or "shopctl publish ${dir} --force" to publish the files over it.`;
}

/**
 * What `shopctl publish` says when the files are the last version taken from them but another
 * version is live: the files are not what customers get, and nothing is published unless --force.
 */
export function studioLiveMessage(shopId: string, dir: string, outcome: Extract<SyncOutcome, { kind: 'studio-live' }>): string {
  const how = outcome.live.source === 'rollback' ? 'a rollback in the studio' : outcome.live.source === 'studio' ? 'published from the studio' : 'published';
  return `Shop ${shopId}: the live version ${outcome.live.version} (${how} by ${outcome.live.author}) differs from the files in ${dir}, which are version ${outcome.lastFiles.version}; nothing was published. ` +
    `Run "shopctl pull ${shopId} --out ${dir}" to write the live version to the files, or "shopctl publish ${dir} --force" to publish the files over it.`;
}

/** Publishes each preset file of `dir` (shops/presets) that changed, under `@preset/<id>`. */
export async function syncPresets(db: Db, dir: string | undefined, opts: { now: number; author: string }): Promise<void> {
  if (!dir) return;
  let names: string[];
  try {
    names = (await readdir(dir)).filter((n) => n.endsWith('.json')).sort();
  } catch {
    return;
  }
  for (const name of names) {
    const text = await readFile(join(dir, name), 'utf8');
    let value: { id?: unknown };
    try {
      value = JSON.parse(text) as { id?: unknown };
    } catch {
      continue;
    }
    if (typeof value.id !== 'string') continue;
    await syncShopFiles(db, { shopId: presetKey(value.id), profile: value, profileText: text, menu: null, menuText: null }, { ...opts, force: true });
  }
}
