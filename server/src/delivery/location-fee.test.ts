import { findZone } from './fees';
import { locationFee } from './location-fee';

const banadir = findZone({ region: 'Banadir', district: 'Hodan' });
const base = { zone: banadir, locationCity: 'Muqdisho', allExpress: true, subtotalCents: 10_00, anyFreeLine: false };

describe('delivery fee of one stock location', () => {
  it('HAAD EXPRESS by default from the region’s own city', () => {
    expect(locationFee(base)).toEqual({ ok: true, method: 'HAAD EXPRESS', cents: 3_50, time: 'Same day / Next day', freeReason: null, minimumCents: 25_00 });
  });

  it('from another city, or with a product that cannot go same-day, the part goes Standard', () => {
    expect(locationFee({ ...base, locationCity: 'Hargeisa' })).toMatchObject({ ok: true, method: 'Standard', cents: 1_50 });
    expect(locationFee({ ...base, allExpress: false })).toMatchObject({ ok: true, method: 'Standard', cents: 1_50 });
  });

  it('free when the location’s subtotal reaches the region’s minimum order value, not below it', () => {
    expect(locationFee({ ...base, subtotalCents: 24_99 })).toMatchObject({ cents: 3_50, freeReason: null });
    expect(locationFee({ ...base, subtotalCents: 25_00 })).toMatchObject({ cents: 0, freeReason: 'minimum_order_reached' });
  });

  it('free when any cart line is a free-delivery product', () => {
    expect(locationFee({ ...base, anyFreeLine: true })).toMatchObject({ cents: 0, freeReason: 'free_delivery_product' });
  });

  it('a location in a city no region ships from has no fee', () => {
    expect(locationFee({ ...base, locationCity: 'Atlantis' })).toEqual({ ok: false });
  });
});
