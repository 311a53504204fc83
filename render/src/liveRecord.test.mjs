/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { liveRecord, serverEntryUrl } from './liveRecord.mjs';

test("a live release's server entry is in server/ beside its manifest", () => {
  expect(serverEntryUrl('http://127.0.0.1:3001/releases/mf-catalogue/0.1.0-abc/mf-manifest.json')).toBe(
    'http://127.0.0.1:3001/releases/mf-catalogue/0.1.0-abc/server/remoteEntry.js',
  );
});

test('the record is read again after the release tool renames a new one over it, and kept when unreadable', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'suuq-record-'));
  const file = path.join(dir, 'remotes.json');
  const write = (value) => {
    fs.writeFileSync(`${file}.tmp`, typeof value === 'string' ? value : JSON.stringify(value));
    fs.renameSync(`${file}.tmp`, file);
  };
  const read = liveRecord(file);
  expect(read()).toEqual({});
  write({ mf_catalogue: 'http://x/releases/mf-catalogue/1/mf-manifest.json' });
  expect(read().mf_catalogue).toContain('/1/');
  write({ mf_catalogue: 'http://x/releases/mf-catalogue/2/mf-manifest.json' });
  expect(read().mf_catalogue).toContain('/2/');
  write('{ half');
  expect(read().mf_catalogue).toContain('/2/');
});
