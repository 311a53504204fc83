import { DELIVERY_METHODS, type DeliveryDistrict, type DeliveryMethod, type DeliveryOption } from 'shared-api';

export interface MethodChoice {
  method: DeliveryMethod;
  /** '$1.50', or the cheapest district's fee when no district is chosen yet (then `from`). */
  fee: string | null;
  from: boolean;
  /** The server's time ('1-2 days', 'Same day / Next day'). */
  time: string | null;
}

/**
 * The methods the shopper can pick for a region: Standard always, HAAD EXPRESS only where the
 * region supports same-day delivery (or when the address being edited already has it and the
 * regions are not known yet). Fees and times come from the chosen district's options, else the
 * cheapest of the region's districts ('from $1.50').
 */
export function methodChoices(supportsExpress: boolean | null, districts: readonly DeliveryDistrict[], district: string, current: DeliveryMethod): MethodChoice[] {
  const express = supportsExpress ?? current === 'HAAD EXPRESS';
  const methods = DELIVERY_METHODS.filter((m) => m === 'Standard' || express);
  const chosen = districts.find((d) => d.name === district);
  return methods.map((method) => {
    if (chosen) {
      const option = chosen.delivery_options?.find((o) => o.method === method);
      return { method, fee: option?.formatted_fee ?? null, from: false, time: option?.estimated_delivery_time ?? null };
    }
    const options = districts.flatMap((d) => d.delivery_options ?? []).filter((o) => o.method === method);
    const cheapest = options.reduce<DeliveryOption | null>((low, o) => (!low || o.delivery_fee < low.delivery_fee ? o : low), null);
    const allSame = cheapest !== null && options.every((o) => o.delivery_fee === cheapest.delivery_fee);
    return { method, fee: cheapest?.formatted_fee ?? null, from: cheapest !== null && !allSame, time: cheapest?.estimated_delivery_time ?? null };
  });
}
