import { announce, hintsFor } from './federation/earlyHints';
import { readInlinedRecord } from './federation/record';

// Before anything else: the page's remote's manifest and entry start loading beside the shell's
// own chunks when the page came with its release record (federation/earlyHints.ts).
const record = readInlinedRecord(document);
if (record) announce(document, hintsFor(record, location.pathname, location.href));

// Asynchronous boundary: module federation negotiates shared libraries before the shell runs.
import('./bootstrap');
