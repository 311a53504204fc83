import { useCallback, useEffect, useState } from 'react';
import { getDeliveryDistricts, getDeliveryRegions, type DeliveryDistrict, type DeliveryRegion } from 'shared-api';

export type ListState<T> = { status: 'loading' } | { status: 'error' } | { status: 'ready'; items: T[] };

export interface DeliveryChoices {
  regions: ListState<DeliveryRegion>;
  /** 'ready' with no items while no region is chosen. */
  districts: ListState<DeliveryDistrict>;
  /** Ask again for the lists that failed. */
  retry(): void;
}

/**
 * The regions of a country and the districts of a region with their fees (include_fees), for the
 * address form. A list of another country or region never shows for the current one.
 */
export function useDeliveryChoices(country: string, region: string): DeliveryChoices {
  const [regions, setRegions] = useState<{ key: string; state: ListState<DeliveryRegion> } | null>(null);
  const [districts, setDistricts] = useState<{ key: string; state: ListState<DeliveryDistrict> } | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    setRegions({ key: country, state: { status: 'loading' } });
    getDeliveryRegions(country).then(
      (r) => live && setRegions({ key: country, state: { status: 'ready', items: r.regions } }),
      () => live && setRegions({ key: country, state: { status: 'error' } }),
    );
    return () => {
      live = false;
    };
  }, [country, attempt]);

  const districtKey = `${country}\u0000${region}`;
  useEffect(() => {
    let live = true;
    if (!region) {
      setDistricts({ key: districtKey, state: { status: 'ready', items: [] } });
      return;
    }
    setDistricts({ key: districtKey, state: { status: 'loading' } });
    getDeliveryDistricts(country, region, true).then(
      (r) => live && setDistricts({ key: districtKey, state: { status: 'ready', items: r.districts } }),
      () => live && setDistricts({ key: districtKey, state: { status: 'error' } }),
    );
    return () => {
      live = false;
    };
  }, [country, region, districtKey, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return {
    regions: regions?.key === country ? regions.state : { status: 'loading' },
    districts: districts?.key === districtKey ? districts.state : { status: 'loading' },
    retry,
  };
}
