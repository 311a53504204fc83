// The release record inlined in the shell's page at serve time, so the page needs no request for
// it before it can ask for a remote.
// The shell's built index.html holds an SSI include in a JSON data block:
//   <script type="application/json" id="suuq-release-record"><!--# include virtual="/remotes.json" --></script>
// nginx fills it itself (`ssi on` for the shell's page, nginx-conf.mjs); the local static host
// (staticHost.mjs) fills it with this module. The page then knows the remotes without asking
// /remotes.json first; the shell still reads /remotes.json behind it (a stale copy loses) and
// reads it first when the slot is empty or unfilled (shell/src/federation/record.ts). A data block
// never runs: the page's Content-Security-Policy (script-src without 'unsafe-inline') holds.

export const RECORD_SLOT = '<!--# include virtual="/remotes.json" -->';

/**
 * The record as the text of the data block: valid JSON of an object, with `<` escaped so no
 * `</script>` or `<!--` in a URL can end the element. Anything else (no file, bad JSON) is
 * left out: an empty block, which the shell reads as "no record" and asks /remotes.json.
 * @param {string | null | undefined} text the record file's contents
 */
export function recordForPage(text) {
  if (!text) return '';
  let value;
  try {
    value = JSON.parse(text);
  } catch {
    return '';
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) return '';
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/**
 * The page with its slot filled (once, the first slot only); a page without the slot is returned
 * as it is (a remote's standalone page, an older shell build).
 * @param {string} html
 * @param {string | null | undefined} recordText
 */
export function fillRecordSlot(html, recordText) {
  const at = html.indexOf(RECORD_SLOT);
  if (at < 0) return html;
  return html.slice(0, at) + recordForPage(recordText) + html.slice(at + RECORD_SLOT.length);
}
