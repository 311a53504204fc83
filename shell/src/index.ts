import { announce, fetchManifestEarly, pagePathOf, remoteOfPage } from './federation/earlyHints';
import { readInlinedRecord } from './federation/record';

// Before anything else: the page's remote's manifest and entry start loading beside the shell's
// own chunks when the page came with its release record (federation/earlyHints.ts).
// The manifest is fetched at once (not only announced): what it names for this page is announced
// as soon as it arrives, and the federation runtime takes the same response.
const record = readInlinedRecord(document);
const remote = record && remoteOfPage(record, location.pathname, location.href);
if (remote) {
  fetchManifestEarly(document, remote.manifestHref, pagePathOf(location.pathname));
  announce(document, [remote.entry]);
}

// Asynchronous boundary: module federation negotiates shared libraries before the shell runs.
import('./bootstrap');
