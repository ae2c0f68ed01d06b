/**
 * The JSON Schemas the studio's editor completes and explains from, as single self-contained
 * documents. The schemas point into each other (the profile to the menu's and the cart's, the menu
 * to the profile's `$defs`); the editor's schema library resolves only references inside one
 * document, so what another file's reference needs is copied into the document's own `$defs`
 * (`menu`, `menu.Product`, `cart.CartType`, …) and the references rewritten to it. `examples`, `$id` and `$schema` are dropped: the editor shows descriptions and
 * types, and without an `$id` every `#/…` reference resolves in the document itself.
 */
import profileFile from '../../../schemas/shop-profile.schema.json';
import menuFile from '../../../schemas/menu.schema.json';
import cartFile from '../../../schemas/cart.schema.json';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObj = { [key: string]: Json };

const DROPPED = new Set(['examples', '$id', '$schema', '$comment']);
const DEFS_REF = /^#\/\$defs\/([^/]+)(\/.*)?$/;

/** Where another file lands in the bundle: `menu.schema.json` → `menu` (its `$defs` under `menu.`). */
function keyOf(file: string): string {
  return file.replace(/\.schema\.json$/, '').replace(/\.json$/, '');
}

/**
 * The schema `files[rootFile]` with every reference into the other files (by file name, as the
 * references spell it) copied into its `$defs`, transitively; a reference back into the root file
 * points into the root again. Throws on a reference it cannot place, so a schema change that
 * breaks the editor's schema fails its test rather than the page.
 */
export function bundleSchema(rootFile: string, files: Readonly<Record<string, object>>): JsonObj {
  const defs: JsonObj = {};
  const queue: Array<[file: string, name: string]> = [];
  const copied = new Set<string>();
  const place = (ref: string, from: string): string => {
    const hash = ref.indexOf('#');
    const file = hash === 0 ? from : hash < 0 ? ref : ref.slice(0, hash);
    const pointer = hash < 0 ? '' : ref.slice(hash + 1);
    if (!(file in files)) throw new Error(`The schema reference "${ref}" points to ${file}, which is not bundled.`);
    if (file === rootFile) return `#${pointer}`;
    if (pointer === '' || pointer === '/') {
      queue.push([file, '']);
      return `#/$defs/${keyOf(file)}`;
    }
    const m = DEFS_REF.exec(`#${pointer}`);
    if (!m) throw new Error(`The schema reference "${ref}" does not point into ${file}'s $defs.`);
    const name = decodeURIComponent(m[1]!);
    queue.push([file, name]);
    return `#/$defs/${keyOf(file)}.${name}${m[2] ?? ''}`;
  };
  const rewrite = (node: Json, from: string, skip?: string): Json => {
    if (Array.isArray(node)) return node.map((n) => rewrite(n, from));
    if (node === null || typeof node !== 'object') return node;
    const out: JsonObj = {};
    for (const [k, v] of Object.entries(node)) {
      if (DROPPED.has(k) || k === skip) continue;
      out[k] = k === '$ref' && typeof v === 'string' ? place(v, from) : rewrite(v, from);
    }
    return out;
  };
  const root = files[rootFile];
  if (!root) throw new Error(`${rootFile} is not among the files.`);
  const bundled = rewrite(root as Json, rootFile) as JsonObj;
  for (let next = queue.shift(); next; next = queue.shift()) {
    const [file, name] = next;
    const key = name === '' ? keyOf(file) : `${keyOf(file)}.${name}`;
    if (copied.has(key)) continue;
    copied.add(key);
    const doc = files[file] as JsonObj;
    // A whole document is copied without its $defs: those it uses come in one by one.
    const def = name === '' ? doc : (doc['$defs'] as JsonObj | undefined)?.[name];
    if (def === undefined) throw new Error(`${file} has no definition "${name}".`);
    defs[key] = rewrite(def, file, name === '' ? '$defs' : undefined);
  }
  if (copied.size > 0) bundled['$defs'] = { ...((bundled['$defs'] as JsonObj | undefined) ?? {}), ...defs };
  return bundled;
}

const FILES = { 'shop-profile.schema.json': profileFile, 'menu.schema.json': menuFile, 'cart.schema.json': cartFile };

/** The profile's schema for the editor. */
export const profileEditorSchema = bundleSchema('shop-profile.schema.json', FILES);
/** The menu's schema for the editor, with the profile's definitions it uses. */
export const menuEditorSchema = bundleSchema('menu.schema.json', FILES);
