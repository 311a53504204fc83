import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { COUNTRIES } from 'shared-api';
import { TruckIcon, useHydrated } from 'shared-ui';
import { RetryLine } from 'shared-ui/retry-line';
import { usePreloadedAnswer } from '../../listing/useLoad';
import { DeliveryFacts, DeliverySkeleton } from './DeliveryFacts';
import { useT } from './messages';
import { DEFAULT_ADDRESS, readStoredAddress, type DeliveryPlace } from './storedAddress';
import { deliveryErrorMessage, useDeliveryInfo } from './useDeliveryInfo';
import { useDeliveryPlaces } from './useDeliveryPlaces';
import * as S from './DeliveryCard.styles';

/** The current value is always an option, even before (or without) the list from the server. */
const withCurrent = (names: readonly string[], current: string) => (current && !names.includes(current) ? [current, ...names] : names);

interface PlacePickerProps {
  /** The field's name in the address the form sends without scripts. */
  name: keyof DeliveryPlace;
  label: string;
  value: string;
  names: readonly string[];
  /** A first option with no value: no place chosen yet, or any district. */
  blank?: string;
  onChange: (e: ChangeEvent<HTMLSelectElement>) => void;
}

/**
 * The place the card's pickers show, if a shopper picked on the server's card before it was
 * hydrated (hydration keeps a select's state), else null. Read as the pickers answer a choice: a
 * new country starts its regions afresh, a new region its districts.
 */
export function placePickedEarly(card: HTMLElement, drawn: DeliveryPlace): DeliveryPlace | null {
  const shown = (name: keyof DeliveryPlace) => card.querySelector<HTMLSelectElement>(`select[name="${name}"]`)?.value ?? drawn[name];
  if (shown('country') !== drawn.country) return { country: shown('country'), region: '', district: '' };
  if (shown('region') !== drawn.region) return { ...drawn, region: shown('region'), district: '' };
  if (shown('district') !== drawn.district) return { ...drawn, district: shown('district') };
  return null;
}

const samePlace = (a: DeliveryPlace, b: DeliveryPlace) => a.country === b.country && a.region === b.region && a.district === b.district;

function PlacePicker({ name, label, value, names, blank, onChange }: PlacePickerProps) {
  return (
    <S.Field>
      {label}
      <select name={name} value={value} onChange={onChange}>
        {blank !== undefined && <option value="">{blank}</option>}
        {withCurrent(names, value).map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
      </select>
    </S.Field>
  );
}

/** The data key of the place a server render drew the card for, when its address named one (server/pages/product.ts). */
export const DELIVERY_PLACE_CALL = 'deliveryPlace';

/**
 * The product page's 'Delivery' card: fee, free delivery, same-day delivery and time for the
 * shopper's stored address (or Somalia, Banadir), with pickers to see another region or district.
 * The pickers are a form of the page's own address: without scripts a button sends it, and the
 * server draws the card for the place it names (?country=…&region=…&district=…).
 */
export function DeliveryCard({ productId }: { productId: number }) {
  const t = useT();
  // The place the server drew the card for when the page's address named one (the form sent
  // without scripts); otherwise the address stored on this device once the page is the browser's:
  // a page rendered on the server shows the default address (the server knows no device), and
  // hydrates with it.
  const drawnFor = usePreloadedAnswer<DeliveryPlace>(DELIVERY_PLACE_CALL, String(productId)) ?? null;
  const hydrated = useHydrated();
  const [place, setPlace] = useState<DeliveryPlace>(() => drawnFor ?? (hydrated ? readStoredAddress() : DEFAULT_ADDRESS));
  const rendered = useRef(hydrated || drawnFor !== null);
  const { state, reload } = useDeliveryInfo(productId, place);
  const places = useDeliveryPlaces(place.country, place.region);

  // The server spells places its own way ('banaadir' → 'Banadir'): take its spelling, so the pickers show it.
  const location = state.status === 'ready' ? state.value.location : null;
  useEffect(() => {
    if (!location) return;
    const canonical = { country: location.country, region: location.region, district: location.district ?? '' };
    setPlace((p) => (samePlace(p, canonical) ? p : canonical));
  }, [location]);

  const card = useRef<HTMLElement>(null);
  // After the effect above: in hydration's commit it sees the server's answer for the place the
  // card was drawn for, and this effect's place must come after it, not be spelled back over.
  useEffect(() => {
    // What the shopper picked before hydration wins over the stored address. React may also hand
    // on that pick's change after hydrating the picker: the same place, set once.
    const picked = card.current && placePickedEarly(card.current, place);
    if (picked) setPlace((p) => (samePlace(p, picked) ? p : picked));
    else if (!rendered.current) setPlace(readStoredAddress());
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, the place the card was first drawn for
  }, []);

  const pick = (field: keyof DeliveryPlace) => (e: ChangeEvent<HTMLSelectElement>) => {
    const value = e.target.value;
    setPlace((p) =>
      field === 'country' ? { country: value, region: '', district: '' } : field === 'region' ? { ...p, region: value, district: '' } : { ...p, district: value },
    );
  };

  return (
    <S.Card ref={card} aria-labelledby="delivery-title" data-testid="delivery-card">
      <S.Heading id="delivery-title">
        <TruckIcon size={18} aria-hidden="true" />
        {t('delivery.title')}
      </S.Heading>
      {/* A GET form of this page (landing back on this card): never sent with scripts, which
          have no button for it and answer each choice at once. */}
      <S.Pickers as="form" method="get" action="#delivery-title">
        <PlacePicker name="country" label={t('delivery.country')} value={place.country} names={COUNTRIES.map((c) => c.name)} onChange={pick('country')} />
        <PlacePicker name="region" label={t('delivery.region')} value={place.region} names={places.regions} blank={place.region ? undefined : '—'} onChange={pick('region')} />
        <PlacePicker name="district" label={t('delivery.district')} value={place.district} names={places.districts} blank={t('delivery.anyDistrict')} onChange={pick('district')} />
        <noscript>
          <S.Show type="submit">{t('delivery.show')}</S.Show>
        </noscript>
      </S.Pickers>
      {places.failed && <S.Note role="status">{t('delivery.placesFailed')}</S.Note>}
      {state.status === 'loading' && <DeliverySkeleton label={t('delivery.loading')} />}
      {state.status === 'error' && (
        <S.Body>
          <RetryLine retryLabel={t('delivery.tryAgain')} onRetry={reload}>
            {deliveryErrorMessage(state.error)}
          </RetryLine>
        </S.Body>
      )}
      {state.status === 'ready' && <DeliveryFacts info={state.value} />}
    </S.Card>
  );
}
