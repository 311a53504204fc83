// mf-catalogue's side of the contract, against the workspace's and the live shell's: what its
// real code publishes on the bus (cart:add, wishlist:toggle, auth:required, toast:show) fits
// the version it names, and it is still exposing what the shell loads from it.
import { resetBusForTests, type Bus, type BusLogEntry } from 'shared-events';
import { setLanguage } from 'shared-ui';
import { contractsUnderTest, refusal } from '../../scripts/contract/check';
import { describeAppContract } from '../../scripts/contract/remoteSuite';
import { cartAddV2 } from 'shared-events/definitions/cart';
import { addToCart, toggleWishlist } from './product-card/actions';
import { aProduct } from './testing/products';

describeAppContract('mf-catalogue');

/** Everything the catalogue's actions put on the bus, with owners answering as they may. */
async function sent(): Promise<BusLogEntry[]> {
  const bus: Bus = resetBusForTests();
  const log: BusLogEntry[] = [];
  bus.log$.subscribe((e) => e.kind !== 'result' && log.push(e));
  const product = aProduct({ imageUrl: '/api/product-image/7', seller_id: 3 });
  // Owner answering yes, then no (the refusal toast), then nobody (the error toast).
  let stop = bus.handle('cart:add', () => ({ ok: true }), { also: [cartAddV2] });
  await addToCart(product, 2);
  stop();
  stop = bus.handle('cart:add', () => ({ ok: false }), { also: [cartAddV2] });
  await addToCart(product);
  stop();
  // Wishlist refused for a logged-out shopper: the login prompt and the info toast.
  stop = bus.handle('wishlist:toggle', () => ({ ok: false }));
  await toggleWishlist(product, '/product/argan-hair-oil-7');
  stop();
  return log;
}

describe.each(contractsUnderTest().map((c) => [c.label, c.snapshot] as const))('what mf-catalogue publishes, against the %s contract', (_label, contract) => {
  beforeAll(() => setLanguage('en'));

  test('every message it sends fits the contract at the version it names', async () => {
    const log = await sent();
    expect(log.map((e) => `${e.kind} ${e.name}`)).toEqual(
      expect.arrayContaining(['command cart:add', 'command wishlist:toggle', 'event auth:required', 'event toast:show']),
    );
    for (const e of log) expect(refusal(contract, e.name, e.version, e.payload)).toBeNull();
  });
});
