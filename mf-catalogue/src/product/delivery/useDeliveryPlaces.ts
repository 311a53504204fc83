import { useEffect, useRef, useState } from 'react';
import { getDeliveryDistricts, getDeliveryRegions } from 'shared-api';
import { usePreloadedAnswer } from '../../listing/useLoad';

export interface Places {
  regions: string[];
  districts: string[];
  /** A list could not be loaded: the picker still shows the current choice. */
  failed: boolean;
}

type Regions = Awaited<ReturnType<typeof getDeliveryRegions>>;
type Districts = Awaited<ReturnType<typeof getDeliveryDistricts>>;

/** The load key of a region's districts (also the server render's data key, under 'deliveryDistricts'). */
export const districtsKey = (country: string, region: string) => `${country}\u0000${region}`;

/**
 * The regions of a country and the districts of a region, for the address picker. The server's
 * render may hand in the first lists (under 'deliveryRegions' by country, 'deliveryDistricts' by
 * districtsKey): the pickers then start with them, as its page drew them, and do not ask again.
 */
export function useDeliveryPlaces(country: string, region: string): Places {
  const key = districtsKey(country, region);
  const givenRegions = usePreloadedAnswer<Regions>('deliveryRegions', country);
  const givenDistricts = usePreloadedAnswer<Districts>('deliveryDistricts', key);
  const [regions, setRegions] = useState<{ country: string; names: string[] } | null>(() =>
    givenRegions ? { country, names: givenRegions.regions.map((x) => x.name) } : null,
  );
  const [districts, setDistricts] = useState<{ key: string; names: string[] } | null>(() =>
    givenDistricts ? { key, names: givenDistricts.districts.map((d) => d.name) } : null,
  );
  const [failed, setFailed] = useState({ regions: false, districts: false });
  // The lists handed in are kept for their first run; a new country or region asks as always.
  const kept = useRef({ regions: Boolean(givenRegions), districts: Boolean(givenDistricts) });

  useEffect(() => {
    if (kept.current.regions) {
      kept.current.regions = false;
      return undefined;
    }
    let live = true;
    setFailed((f) => ({ ...f, regions: false }));
    getDeliveryRegions(country).then(
      (r) => live && setRegions({ country, names: r.regions.map((x) => x.name) }),
      () => live && setFailed((f) => ({ ...f, regions: true })),
    );
    return () => {
      live = false;
    };
  }, [country]);

  useEffect(() => {
    if (kept.current.districts) {
      kept.current.districts = false;
      return undefined;
    }
    let live = true;
    setFailed((f) => ({ ...f, districts: false }));
    // No region yet (a new country): the delivery info answer names its main region first.
    if (!region) return undefined;
    getDeliveryDistricts(country, region).then(
      (r) => live && setDistricts({ key, names: r.districts.map((d) => d.name) }),
      () => live && setFailed((f) => ({ ...f, districts: true })),
    );
    return () => {
      live = false;
    };
  }, [country, region, key]);

  return {
    // Lists of another country or region are never shown for the current one.
    regions: regions?.country === country ? regions.names : [],
    districts: districts?.key === key ? districts.names : [],
    failed: failed.regions || failed.districts,
  };
}
