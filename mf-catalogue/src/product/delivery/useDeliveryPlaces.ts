import { useEffect, useState } from 'react';
import { getDeliveryDistricts, getDeliveryRegions } from 'shared-api';

export interface Places {
  regions: string[];
  districts: string[];
  /** A list could not be loaded: the picker still shows the current choice. */
  failed: boolean;
}

/** The regions of a country and the districts of a region, for the address picker. */
export function useDeliveryPlaces(country: string, region: string): Places {
  const [regions, setRegions] = useState<{ country: string; names: string[] } | null>(null);
  const [districts, setDistricts] = useState<{ key: string; names: string[] } | null>(null);
  const [failed, setFailed] = useState({ regions: false, districts: false });

  useEffect(() => {
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

  const key = `${country}\u0000${region}`;
  useEffect(() => {
    let live = true;
    setFailed((f) => ({ ...f, districts: false }));
    // No region yet (a new country): the delivery info answer names its main region first.
    if (!region) return;
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
