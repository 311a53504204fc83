import { COUNTRIES, getDeliveryDistricts, getDeliveryRegions, getProduct, getProductDeliveryInfo, productErrorMessage, type ApiClient } from 'shared-api';
import type { Language } from 'shared-ui';
import { dataKey, type Preloaded } from 'shared-federation/server';
import { DELIVERY_PLACE_CALL } from '../../product/delivery/DeliveryCard';
import { DEFAULT_ADDRESS, placeFromAddress, type DeliveryPlace } from '../../product/delivery/storedAddress';
import { districtsKey } from '../../product/delivery/useDeliveryPlaces';
import { deliveryKey } from '../../product/delivery/useDeliveryInfo';
import { loadRelatedRow, RELATED_ROW_CALL } from '../../product/related/RelatedProducts';
import { notFoundHead, productHead } from '../head';
import { notFoundAnswer } from './notFound';
import type { PageLoader, Answers } from './types';

/**
 * /product/:slug: the product (useProduct), its delivery card's first answers (useDeliveryInfo,
 * useDeliveryPlaces) and its related row. The card is drawn for the place the address names (its
 * form without scripts), else the default address.
 */
export const loadProductPage: PageLoader = async ({ slug = '' }, search, client, { origin, lang }) =>
  productData(slug, search, client, origin, lang);

async function productData(slug: string, search: URLSearchParams, client: ApiClient, origin: string, lang: Language) {
  const data: Answers = new Map();
  try {
    const product = await getProduct(slug, client);
    data.set(dataKey('product', slug), { value: product });
    // The delivery card's first answers and the related row under the product. Not having one is
    // fine: its part asks in the browser.
    const asked = placeFromAddress(search);
    const [delivery, related] = await Promise.all([
      deliveryData(product.id, asked ?? DEFAULT_ADDRESS, client).catch(() => null),
      loadRelatedRow(product, client).catch(() => null),
    ]);
    if (delivery) {
      for (const [key, value] of delivery.answers) data.set(key, { value });
      // The card starts at that place rather than the device's stored one (it reads no address).
      if (asked) data.set(dataKey(DELIVERY_PLACE_CALL, String(product.id)), { value: delivery.place });
    }
    if (related) data.set(dataKey(RELATED_ROW_CALL, String(product.id)), { value: related });
    return { data: data as Preloaded, status: 200, head: productHead(product, { origin, lang }) };
  } catch (err) {
    // An unknown or malformed product: the page's own not-found text, with its status.
    // Its title is what the page says (its heading, ProductPage), as the tab then shows it.
    return notFoundAnswer(err, data, dataKey('product', slug), (error) =>
      notFoundHead(productErrorMessage(error), `/product/${encodeURIComponent(slug)}`, { origin, lang }));
  }
}

/** A name as the shop's list spells it (an address written by hand may use another case), or null. */
const spelledAs = (list: readonly { name: string }[], name: string): string | null => {
  const wanted = name.toLowerCase();
  return list.find((item) => item.name.toLowerCase() === wanted)?.name ?? null;
};

/**
 * The delivery card's answers for a place, by data key (its pickers' regions and districts, the
 * product's delivery info), and the place they are for. A place the shop's lists do not hold is
 * made one they do, as the browser's pickers make it (a new country: its main region; a new
 * region: any district): an unknown country is the default's, an unknown region the one the
 * delivery info names first, an unknown district any district. Names are read in any case and
 * drawn as the lists spell them, so the pickers show them. Asked together for the place as named
 * (the default's, for most pages), and again only for what it did not hold.
 */
async function deliveryData(productId: number, asked: DeliveryPlace, client: ApiClient) {
  const country = spelledAs(COUNTRIES, asked.country) ?? DEFAULT_ADDRESS.country;
  const named = { ...asked, country };
  const districtsOf = (region: string) => getDeliveryDistricts(country, region, false, client);
  const [regions, namedDistricts, namedInfo] = await Promise.all([
    getDeliveryRegions(country, client),
    named.region ? districtsOf(named.region).catch(() => null) : null,
    getProductDeliveryInfo(productId, named, client).catch(() => null),
  ]);
  let [place, districts, info] = [named, namedDistricts, namedInfo];
  const region = spelledAs(regions.regions, named.region);
  if (region === null) {
    [place, districts, info] = [{ country, region: '', district: '' }, null, null];
  } else {
    // The region in another case: asked again as the list spells it.
    if (region !== named.region) [place, districts, info] = [{ ...named, region }, null, null];
    districts ??= await districtsOf(region);
    const district = place.district && (spelledAs(districts.districts, place.district) ?? '');
    if (district !== place.district) [place, info] = [{ ...place, district }, null];
  }
  info ??= await getProductDeliveryInfo(productId, place, client);
  // The region as the delivery info spells it (its main region when none was named).
  place = { ...place, region: info.location.region };
  districts ??= await districtsOf(place.region);
  const answers = new Map<string, unknown>([
    [dataKey('deliveryRegions', country), regions],
    [dataKey('deliveryDistricts', districtsKey(country, place.region)), districts],
    [dataKey('productDeliveryInfo', deliveryKey(productId, place)), info],
  ]);
  return { place, answers };
}
