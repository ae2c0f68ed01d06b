/**
 * Stands in for codemirror-json-schema's YAML and JSON5 document parsers (wired in
 * admin/vite.config.ts): the studio edits JSON only, and those parsers would bring the yaml and
 * json5 libraries into its chunk.
 */
function unused(): never {
  throw new Error('The studio edits JSON only.');
}
export const parseYAMLDocumentState = unused;
export const parseJSON5DocumentState = unused;
