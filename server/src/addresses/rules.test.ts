import { mainCity } from '../delivery/fees';
import { checkAddress, type CheckedAddress } from './rules';
import { compactPhone } from '../auth/rules';
import { findZone } from '../delivery/fees';

const PHONE = '+252612345678';
const fails = (fn: () => unknown, message: string | RegExp) => {
  let thrown: unknown;
  try {
    fn();
  } catch (err) {
    thrown = err;
  }
  expect(thrown).toMatchObject({ httpStatus: 422, code: 'invalid_address' });
  expect((thrown as Error).message).toMatch(message);
};

describe('address rules', () => {
  it('defaults: Somalia, Banadir, Muqdisho, Standard and the account phone', () => {
    expect(checkAddress({ district: 'Hodan' }, null, PHONE)).toEqual({
      country: 'Somalia', region: 'Banadir', city: 'Muqdisho', district: 'Hodan', deliveryMethod: 'Standard', details: '', phone: PHONE,
    });
  });

  it('places in any spelling are stored in the zones’ spelling', () => {
    const a = checkAddress({ country: ' somaliland ', region: 'hargeisa', district: 'HARGEISA', delivery_method: 'standard' }, null, PHONE);
    expect(a).toMatchObject({ country: 'Somaliland', region: 'Maroodi Jeex', district: 'Hargeysa', city: 'Hargeysa', deliveryMethod: 'Standard' });
    expect(checkAddress({ district: 'hawlwadaag', delivery_method: 'haad express' }, null, PHONE)).toMatchObject({ district: 'Hawl-Wadaag', deliveryMethod: 'HAAD EXPRESS' });
  });

  it('the city defaults to the region’s main city (its capital, else its first district); a typed one is kept', () => {
    const region = (country: string, name: string) => findZone({ country, region: name }).region;
    expect(mainCity(region('Somalia', 'Banadir'))).toBe('Muqdisho');
    expect(mainCity(region('Somalia', 'Bari'))).toBe('Boosaaso');
    expect(mainCity(region('Kenya', 'Nairobi'))).toBe('Nairobi');
    expect(mainCity(region('Ethiopia', 'Somali'))).toBe('Jigjiga');
    expect(checkAddress({ region: 'Bari', district: 'Bosaso', city: '  Boosaaso  Town ' }, null, PHONE)).toMatchObject({ city: 'Boosaaso Town', district: 'Boosaaso' });
  });

  it('an unknown country, region or district is refused with a message naming it', () => {
    fails(() => checkAddress({ country: 'Narnia', district: 'Hodan' }, null, PHONE), /^Unknown country "Narnia": choose one of Somalia, Somaliland, Kenya/);
    fails(() => checkAddress({ region: 'Atlantis', district: 'Hodan' }, null, PHONE), /^Unknown region "Atlantis" in Somalia: choose one of Banadir, /);
    fails(() => checkAddress({ district: 'Gotham' }, null, PHONE), /^Unknown district "Gotham" in Banadir: choose one of Hodan, /);
    fails(() => checkAddress({ region: 'Bari', district: 'Hodan' }, null, PHONE), /^Unknown district "Hodan" in Bari/);
    fails(() => checkAddress({}, null, PHONE), /^Please choose a district of Banadir: Hodan, /);
  });

  it('HAAD EXPRESS only where the region offers it; an unknown method is refused', () => {
    fails(() => checkAddress({ region: 'Bari', district: 'Qardho', delivery_method: 'HAAD EXPRESS' }, null, PHONE), 'HAAD EXPRESS is not available in Bari: choose Standard');
    fails(() => checkAddress({ district: 'Hodan', delivery_method: 'Drone' }, null, PHONE), 'Unknown delivery method "Drone": choose Standard or HAAD EXPRESS');
  });

  it('details are at most 200 characters after trimming', () => {
    expect(checkAddress({ district: 'Hodan', details: ` ${'a'.repeat(200)} ` }, null, PHONE).details).toHaveLength(200);
    fails(() => checkAddress({ district: 'Hodan', details: 'a'.repeat(201) }, null, PHONE), 'Address details must be at most 200 characters');
  });

  it('the phone is a shop dial code plus 6 to 12 digits, by the account rules', () => {
    expect(checkAddress({ district: 'Hodan', phone: '+252 61 111 2222' }, null, PHONE).phone).toBe('+252611112222');
    // A Somali number for an address in Kenya is fine: any shop country's dial code.
    expect(checkAddress({ country: 'Kenya', region: 'Nairobi', district: 'Eastleigh', phone: '+252611112222' }, null, PHONE).phone).toBe('+252611112222');
    expect(checkAddress({ country: 'Kenya', region: 'Nairobi', district: 'Eastleigh', phone: '+254712345678' }, null, PHONE).phone).toBe('+254712345678');
    fails(() => checkAddress({ district: 'Hodan', phone: '0612345678' }, null, PHONE), 'Phone number must be the country dial code followed by digits only');
    fails(() => checkAddress({ district: 'Hodan', phone: '+25261' }, null, PHONE), 'Phone number must have 6 to 12 digits after the dial code');
    fails(() => checkAddress({ district: 'Hodan', phone: '+1555123456' }, null, PHONE), 'Phone number must start with +252 for Somalia');
  });

  it('a phone is spelled as accounts store it (compactPhone): spaces of any kind and dashes go, brackets are refused', () => {
    // The dial code that picks the country is read from the same spelling as the one checked.
    for (const typed of ['+254 712-345-678', '+254\u00a0712\u202f345 678', ' +254-712345678 ']) {
      expect([typed, checkAddress({ district: 'Hodan', phone: typed }, null, PHONE).phone]).toEqual([typed, compactPhone(typed)]);
    }
    expect(compactPhone('+254 712-345-678')).toBe('+254712345678');
    fails(() => checkAddress({ district: 'Hodan', phone: '+254 (712) 345678' }, null, PHONE), 'Phone number must be the country dial code followed by digits only');
  });

  describe('on an update', () => {
    const saved: CheckedAddress = { country: 'Somalia', region: 'Banadir', city: 'Muqdisho', district: 'Hodan', deliveryMethod: 'HAAD EXPRESS', details: 'Blue gate', phone: '+252619999999' };

    it('only the fields sent change', () => {
      expect(checkAddress({ details: 'Red gate' }, saved, PHONE)).toEqual({ ...saved, details: 'Red gate' });
      expect(checkAddress({}, saved, PHONE)).toEqual(saved);
      // A phone sent blank goes back to the account's phone.
      expect(checkAddress({ phone: ' ' }, saved, PHONE)).toEqual({ ...saved, phone: PHONE });
    });

    it('a new region is checked with the district and method it keeps', () => {
      fails(() => checkAddress({ region: 'Bari' }, saved, PHONE), /^Unknown district "Hodan" in Bari/);
      fails(() => checkAddress({ region: 'Bari', district: 'Qardho' }, saved, PHONE), 'HAAD EXPRESS is not available in Bari');
      expect(checkAddress({ region: 'Bari', district: 'Qardho', delivery_method: 'Standard' }, saved, PHONE)).toMatchObject({ region: 'Bari', city: 'Boosaaso', district: 'Qardho' });
    });
  });
});
