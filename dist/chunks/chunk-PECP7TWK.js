#!/usr/bin/env node
import { createRequire as __releaserRequire } from 'node:module'; import { fileURLToPath as __releaserPath } from 'node:url'; const require = __releaserRequire(import.meta.url); const __filename = __releaserPath(import.meta.url); const __dirname = __releaserPath(new URL('.', import.meta.url));

// src/core/text.ts
function stripControl(text) {
  return text.replace(/\r\n?/g, `
`).replace(CONTROL_CHARS, "");
}
var CONTROL_CHARS = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g;
function escapeBlockStart(line) {
  return line.replace(/^([ \t]*)(?=#|`{3}|~{3}|<|\[[^\]]*\]:|=+[ \t]*$|-{2,}[ \t]*$)/, "$1\\");
}
function listSome(items, shown = 5) {
  let more = items.length - shown;
  return items.slice(0, shown).join(", ") + (more > 0 ? `, and ${more} more` : "");
}

export {
  stripControl,
  CONTROL_CHARS,
  escapeBlockStart,
  listSome
};
