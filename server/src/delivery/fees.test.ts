import { deliveryOptions, findZone, formatFee, pickOption, placeKey } from './fees';
import { ZONES } from './zones';

describe('delivery rules', () => {
  it('money shows as dollars with two decimals and thousands separators', () => {
    expect(formatFee(250)).toBe('$2.50');
    expect(formatFee(0)).toBe('$0.00');
    expect(formatFee(5)).toBe('$0.05');
    expect(formatFee(125_000)).toBe('$1,250.00');
  });

  it('place names match whatever the case, spaces, hyphens or apostrophes', () => {
    expect(placeKey("Bu'aale")).toBe(placeKey('buaale'));
    expect(findZone({ region: 'jubbada-hoose', city: 'KISMAYO' }).district?.name).toBe('Kismaayo');
  });

  it('no country and no region is Somalia, Banadir; another country alone is its main region', () => {
    const z = findZone({});
    expect([z.country.name, z.region.name]).toEqual(['Somalia', 'Banadir']);
    expect(findZone({ country: 'Kenya' }).region.name).toBe('Nairobi');
  });

  it('an unknown method falls back to Standard', () => {
    const options = deliveryOptions(findZone({ region: 'Banadir' }));
    expect(pickOption(options, 'Drone').method).toBe('Standard');
    expect(pickOption(options, undefined).method).toBe('HAAD EXPRESS');
    expect(pickOption(options, 'haad express').method).toBe('HAAD EXPRESS');
  });

  it('the zones are sound: fees in whole cents, express only in Banadir, distinct names', () => {
    for (const country of ZONES) {
      const regionNames = country.regions.map((r) => r.name);
      expect(new Set(regionNames).size).toBe(regionNames.length);
      for (const region of country.regions) {
        expect(Number.isInteger(region.standardCents) && region.standardCents > 0).toBe(true);
        expect(region.expressCents !== undefined).toBe(region.name === 'Banadir');
        expect(region.districts.length).toBeGreaterThan(0);
        expect(region.shipsFrom.length).toBeGreaterThan(0);
        const names = region.districts.map((d) => placeKey(d.name));
        expect(new Set(names).size).toBe(names.length);
      }
    }
  });
});
