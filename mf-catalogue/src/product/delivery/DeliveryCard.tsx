import { useEffect, useState, type ChangeEvent } from 'react';
import { COUNTRIES } from 'shared-api';
import { Button, TruckIcon } from 'shared-ui';
import { DeliveryFacts, DeliverySkeleton } from './DeliveryFacts';
import { useT } from './messages';
import { readStoredAddress, type DeliveryPlace } from './storedAddress';
import { deliveryErrorMessage, useDeliveryInfo } from './useDeliveryInfo';
import { useDeliveryPlaces } from './useDeliveryPlaces';
import * as S from './DeliveryCard.styles';

/** The current value is always an option, even before (or without) the list from the server. */
const withCurrent = (names: readonly string[], current: string) => (current && !names.includes(current) ? [current, ...names] : names);

/**
 * The product page's 'Delivery' card: fee, free delivery, same-day delivery and time for the
 * shopper's stored address (or Somalia, Banadir), with pickers to see another region or district.
 */
export function DeliveryCard({ productId }: { productId: number }) {
  const t = useT();
  const [place, setPlace] = useState<DeliveryPlace>(() => readStoredAddress());
  const { state, reload } = useDeliveryInfo(productId, place);
  const places = useDeliveryPlaces(place.country, place.region);

  // The server spells places its own way ('banaadir' → 'Banadir'): take its spelling, so the pickers show it.
  const location = state.status === 'ready' ? state.value.location : null;
  useEffect(() => {
    if (!location) return;
    const canonical = { country: location.country, region: location.region, district: location.district ?? '' };
    setPlace((p) => (p.country === canonical.country && p.region === canonical.region && p.district === canonical.district ? p : canonical));
  }, [location]);

  const pick = (field: keyof DeliveryPlace) => (e: ChangeEvent<HTMLSelectElement>) => {
    const value = e.target.value;
    setPlace((p) =>
      field === 'country' ? { country: value, region: '', district: '' } : field === 'region' ? { ...p, region: value, district: '' } : { ...p, district: value },
    );
  };

  return (
    <S.Card aria-labelledby="delivery-title" data-testid="delivery-card">
      <S.Heading id="delivery-title">
        <TruckIcon size={18} aria-hidden="true" />
        {t('delivery.title')}
      </S.Heading>
      <S.Pickers>
        <S.Field>
          {t('delivery.country')}
          <select value={place.country} onChange={pick('country')}>
            {withCurrent(COUNTRIES.map((c) => c.name), place.country).map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </S.Field>
        <S.Field>
          {t('delivery.region')}
          <select value={place.region} onChange={pick('region')}>
            {!place.region && <option value="">—</option>}
            {withCurrent(places.regions, place.region).map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </S.Field>
        <S.Field>
          {t('delivery.district')}
          <select value={place.district} onChange={pick('district')}>
            <option value="">{t('delivery.anyDistrict')}</option>
            {withCurrent(places.districts, place.district).map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </S.Field>
      </S.Pickers>
      {places.failed && <S.Note role="status">{t('delivery.placesFailed')}</S.Note>}
      {state.status === 'loading' && <DeliverySkeleton label={t('delivery.loading')} />}
      {state.status === 'error' && (
        <S.Body>
          <S.Problem role="alert">
            <span>{deliveryErrorMessage(state.error)}</span>
            <Button variant="secondary" size="sm" onClick={reload}>
              {t('delivery.tryAgain')}
            </Button>
          </S.Problem>
        </S.Body>
      )}
      {state.status === 'ready' && <DeliveryFacts info={state.value} />}
    </S.Card>
  );
}
