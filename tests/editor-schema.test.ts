/**
 * Profiles carry "$schema" so that an editor autocompletes and flags mistakes while staff type.
 * This drives the JSON language service VS Code itself uses over the shipped files, with schema
 * requests answered from disk only (nothing may need the network).
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { getLanguageService, type JSONDocument } from 'vscode-json-languageservice';
import { TextDocument } from 'vscode-languageserver-textdocument';

const root = resolve(import.meta.dirname, '..');

async function diagnose(file: string, edit: (text: string) => string = (t) => t) {
  const requested: string[] = [];
  const service = getLanguageService({
    schemaRequestService: async (uri) => {
      requested.push(uri);
      if (!uri.startsWith('file:')) throw new Error(`schema outside the repository: ${uri}`);
      return readFileSync(fileURLToPath(uri), 'utf8');
    },
    workspaceContext: { resolveRelativePath: (relative, base) => new URL(relative, base).toString() },
  });
  const path = join(root, file);
  const doc = TextDocument.create(pathToFileURL(path).toString(), 'json', 1, edit(readFileSync(path, 'utf8')));
  const json: JSONDocument = service.parseJSONDocument(doc);
  const diagnostics = await service.doValidation(doc, json, { schemaValidation: 'error', schemaRequest: 'error' });
  const completions = async (offset: number) => service.doComplete(doc, doc.positionAt(offset), json);
  return { diagnostics, requested, doc, completions };
}

describe('editor support through "$schema"', () => {
  it.each([
    'shops/test/test.profile.json',
    'shops/test/test.menu.json',
    'shops/kaiju/kaiju-ktown.profile.json',
    'shops/presets/legacy-tags.json',
    'shops/test/examples/save20-delivery.cart.json',
  ])('%s is clean in the editor, with every schema read from disk', async (file) => {
    const { diagnostics, requested } = await diagnose(file);
    expect(diagnostics.map((d) => d.message)).toEqual([]);
    expect(requested.length).toBeGreaterThan(0);
    expect(requested.every((uri) => uri.startsWith('file:'))).toBe(true);
  });

  it('flags a misspelt setting on its line', async () => {
    const { diagnostics, doc } = await diagnose('shops/test/test.profile.json', (t) => t.replace('"taxPercentage"', '"taxPercentge"'));
    const line = doc.getText().split('\n').findIndex((l) => l.includes('"taxPercentge"'));
    expect(diagnostics.map((d) => [d.range.start.line, d.message])).toEqual([[line, 'Property taxPercentge is not allowed.']]);
  });

  it('flags "type": "RETAIL" on a menu category on its line (write "retail": true instead)', async () => {
    const { diagnostics, doc } = await diagnose('shops/test/test.menu.json', (t) => t.replace('"retail": true', '"type": "RETAIL"'));
    const line = doc.getText().split('\n').findIndex((l) => l.includes('"type": "RETAIL"'));
    expect(diagnostics.map((d) => [d.range.start.line, d.message])).toEqual([[line, 'Value is not accepted. Valid values: "food".']]);
  });

  it('flags a wrong value inside a rule of the preset (a reference across schema files)', async () => {
    const { diagnostics } = await diagnose('shops/presets/legacy-tags.json', (t) => t.replace('"scope": "per-name"', '"scope": "per-person"'));
    expect(diagnostics.map((d) => d.message)).toEqual(['Value is not accepted. Valid values: "cart", "per-name", "per-customer-day".']);
  });

  it('offers the settings keys not yet written as completions', async () => {
    const { completions, doc } = await diagnose('shops/test/test.profile.json');
    const inSettings = doc.getText().indexOf('"settings": {') + '"settings": {'.length;
    const labels = (await completions(inSettings))?.items.map((i) => i.label) ?? [];
    expect(labels).toEqual(expect.arrayContaining(['allServiceFeeNote', 'disableScheduling', 'contactFreeOptions']));
    expect(labels).not.toContain('taxPercentage'); // already in the test shop's settings
  });
});
