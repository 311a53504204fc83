// The release record as the render service reads it: the same remotes.json the shell reads (each
// remote's federation name → the URL of its live release's mf-manifest.json, rewritten by
// `pnpm release` / `pnpm rollback`). Read again when the file changes: one stat per request.
import fs from 'node:fs';

/** The live release's server entry: beside its manifest, in the server/ folder of the same release. */
export const serverEntryUrl = (manifestUrl) => new URL('server/remoteEntry.js', manifestUrl).href;

/** @param {string} file  remotes.json */
export function liveRecord(file) {
  let seen = null;
  let record = {};
  return function read() {
    let stat;
    try {
      stat = fs.statSync(file);
    } catch {
      return (record = {}), (seen = null), record;
    }
    // mtime and inode: the release tool renames a new file over the old one.
    const key = `${stat.mtimeMs}:${stat.ino}:${stat.size}`;
    if (key !== seen) {
      try {
        record = JSON.parse(fs.readFileSync(file, 'utf8'));
        seen = key;
      } catch {
        // Half-written by hand, or gone between stat and read: keep the last good one.
      }
    }
    return record;
  };
}
