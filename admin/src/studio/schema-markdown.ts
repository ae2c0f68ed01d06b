/**
 * Stands in for codemirror-json-schema's `utils/markdown` (wired in admin/vite.config.ts): that
 * module renders descriptions with markdown-it and a syntax highlighter (shiki, its grammars, themes
 * and regex engine), far more than the studio needs. Our schemas' descriptions are plain sentences
 * with `code` spans, so this escapes the text (it is set as HTML) and turns backticks into <code>.
 */
function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

export function renderMarkdown(markdown: string, inline = true): string {
  const html = escapeHtml(markdown ?? '').replace(/`([^`]+)`/g, '<code>$1</code>');
  return inline ? html : `<p>${html}</p>`;
}
