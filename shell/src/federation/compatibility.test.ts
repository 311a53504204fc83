/** @jest-environment node */
import { checkedManifest, IncompatibleRemoteError } from './compatibility';

const offer = { federation: '2.9.2', contracts: { 'shared-api': 0, 'shared-events': 0 } };
const manifest = (needs: unknown) => new Response(JSON.stringify({ id: 'mf_live', metaData: { needs } }), { status: 200 });
const url = 'http://127.0.0.1:3004/mf-manifest.json';

test('the manifest of a remote the shell can run is handed on, still readable', async () => {
  const res = await checkedManifest(url, manifest({ federation: { built: '2.9.2', range: '^2.9.0' }, contracts: { 'shared-api': 0 } }), offer);
  expect(await res.json()).toMatchObject({ id: 'mf_live' });
});

test('the manifest of a remote built on another federation major is refused with the reason', async () => {
  const refused = checkedManifest(url, manifest({ federation: { built: '3.0.0', range: '^3.0.0' }, contracts: {} }), offer);
  await expect(refused).rejects.toBeInstanceOf(IncompatibleRemoteError);
  await expect(checkedManifest(url, manifest({ federation: { built: '3.0.0', range: '^3.0.0' }, contracts: {} }), offer)).rejects.toThrow(
    `${url}: this shell cannot run that remote: built with federation 3.0.0, the shell runs 2.9.2 (another major)`,
  );
});

test('the manifest of a remote that needs a newer contract major is refused', async () => {
  await expect(
    checkedManifest(url, manifest({ federation: { built: '2.9.2', range: '^2.9.0' }, contracts: { 'shared-events': 1 } }), offer),
  ).rejects.toThrow('needs shared-events 1.x, the shell provides 0.x');
});

test('a failed answer is left to the federation runtime (it reports the failure itself)', async () => {
  const res = new Response('gone', { status: 404 });
  expect(await checkedManifest(url, res, offer)).toBe(res);
});
