import { useEffect, useId, useState, type ChangeEvent, type FormEvent } from 'react';
import type { Address } from 'shared-api';
import { DIAL_CODES } from 'shared-api/contract/phone-rules';
import { Button } from 'shared-ui';
import { RetryLine } from 'shared-ui/retry-line';
import { Field, PhoneInput, useFieldErrors } from 'shared-ui/form';
import { useT } from '../messages';
import { COUNTRY_NAMES, DEFAULT_REGION, dialCodeOf } from '../places';
import { withCurrent } from './options';
import { methodChoices } from './methods';
import { MethodPicker } from './MethodPicker';
import { checkDraft, draftOf, LIMITS, type AddressDraft, type DraftErrors, type DraftField } from './rules';
import { useDeliveryChoices } from './useDeliveryChoices';
import { useSaveAddress } from './useSaveAddress';
import * as S from './AddressForm.styles';

export interface AddressFormProps {
  /** The address to edit; a new address without it. */
  initial?: Address;
  /** Called with the server's copy once it is saved. */
  onSaved(address: Address): void;
  /** Shows a Cancel button. */
  onCancel?(): void;
  submitLabel?: string;
  /** One column at every width (a side panel, the checkout's step). */
  compact?: boolean;
}

const FIELD_ORDER: DraftField[] = ['region', 'district', 'city', 'phone'];

/**
 * A delivery address (spec §3 Address): country, region and district from the shop's zones,
 * city, delivery method with its fee and time, details and a phone for the driver, and the
 * default flag. Saves with addressCreate or addressUpdate; on a refusal the server's message
 * shows and everything typed stays.
 */
export function AddressForm({ initial, onSaved, onCancel, submitLabel, compact = false }: AddressFormProps) {
  const t = useT();
  const id = useId();
  const [draft, setDraft] = useState<AddressDraft>(() => draftOf(initial));
  // A city the shopper typed (or the one of the address being edited) is never replaced by the prefill.
  const [cityTouched, setCityTouched] = useState(initial !== undefined);
  const { errors, showErrors, clearError, fieldRef } = useFieldErrors<DraftField, NonNullable<DraftErrors[DraftField]>>(FIELD_ORDER);
  const choices = useDeliveryChoices(draft.country, draft.region);
  const { save, saving, problem, setProblem, problemRef } = useSaveAddress(initial, onSaved);

  const regions = choices.regions.status === 'ready' ? choices.regions.items : [];
  const districts = choices.districts.status === 'ready' ? choices.districts.items : [];
  const region = regions.find((r) => r.name === draft.region);
  const supportsExpress = choices.regions.status === 'ready' ? region?.supports_express ?? false : null;
  const methods = methodChoices(supportsExpress, districts, draft.district, draft.method);

  // A new country's list arrives: Banadir where the country has it (spec §9), else the shopper picks.
  useEffect(() => {
    if (choices.regions.status !== 'ready' || draft.region) return;
    if (choices.regions.items.some((r) => r.name === DEFAULT_REGION)) pickRegion(DEFAULT_REGION);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the list or the region changes
  }, [choices.regions, draft.region]);

  // HAAD EXPRESS is kept only where the region supports it.
  useEffect(() => {
    if (supportsExpress === false && draft.method === 'HAAD EXPRESS') setDraft((d) => ({ ...d, method: 'Standard' }));
  }, [supportsExpress, draft.method]);

  function pickRegion(name: string) {
    setDraft((d) => ({ ...d, region: name, district: '', city: cityTouched ? d.city : (regions.find((r) => r.name === name)?.main_city ?? name) }));
    clearError('region');
  }

  const onCountry = (e: ChangeEvent<HTMLSelectElement>) => {
    const country = e.target.value;
    setDraft((d) => ({
      ...d,
      country,
      region: '',
      district: '',
      city: cityTouched ? d.city : '',
      // The dial code follows the country until the shopper typed a number.
      dial: d.digits ? d.dial : dialCodeOf(country),
    }));
  };

  const onDistrict = (e: ChangeEvent<HTMLSelectElement>) => {
    const district = e.target.value;
    setDraft((d) => ({ ...d, district }));
    clearError('district');
  };

  const set = (field: 'details' | 'digits') => (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => {
    const value = e.target.value;
    setDraft((d) => ({ ...d, [field]: value }));
    if (field === 'digits') clearError('phone');
  };

  const onCity = (e: ChangeEvent<HTMLInputElement>) => {
    const city = e.target.value;
    setCityTouched(true);
    setDraft((d) => ({ ...d, city }));
    clearError('city');
  };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (saving) return;
    const found = checkDraft(draft);
    setProblem(null);
    if (showErrors(found)) await save(draft);
  };

  const errorText = (field: DraftField): string | undefined => (errors[field] ? t(`error.${errors[field]}` as 'error.region') : undefined);

  const placesFailed = choices.regions.status === 'error' || choices.districts.status === 'error';
  const regionNames = withCurrent(regions.map((r) => r.name), draft.region);
  const districtOptions = withCurrent(districts.map((d) => d.name), draft.district);
  const feeOf = (name: string) => districts.find((d) => d.name === name)?.formatted_fee;

  return (
    <S.Form noValidate onSubmit={onSubmit} aria-busy={saving || undefined} data-testid="address-form">
      <S.Row $compact={compact}>
        <Field id={`${id}-country`} label={t('country')}>
          {(control) => (
            <S.Select {...control} value={draft.country} onChange={onCountry} autoComplete="country-name">
              {withCurrent(COUNTRY_NAMES, draft.country).map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </S.Select>
          )}
        </Field>

        <Field id={`${id}-region`} label={t('region')} error={errorText('region')} hint={choices.regions.status === 'loading' ? t('loadingRegions') : undefined}>
          {(control) => (
            <S.Select
              {...control}
              ref={fieldRef('region')}
              value={draft.region}
              onChange={(e) => pickRegion(e.target.value)}
              aria-busy={choices.regions.status === 'loading' || undefined}
            >
              {!draft.region && <option value="">{t('chooseRegion')}</option>}
              {regionNames.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </S.Select>
          )}
        </Field>
      </S.Row>

      <S.Row $compact={compact}>
        <Field
          id={`${id}-district`}
          label={t('district')}
          error={errorText('district')}
          hint={choices.districts.status === 'loading' && draft.region ? t('loadingDistricts') : undefined}
        >
          {(control) => (
            <S.Select
              {...control}
              ref={fieldRef('district')}
              value={draft.district}
              onChange={onDistrict}
              aria-busy={choices.districts.status === 'loading' || undefined}
            >
              <option value="">{t('chooseDistrict')}</option>
              {districtOptions.map((name) => {
                const fee = feeOf(name);
                return (
                  <option key={name} value={name}>
                    {fee ? `${name} — ${fee}` : name}
                  </option>
                );
              })}
            </S.Select>
          )}
        </Field>

        <Field id={`${id}-city`} label={t('city')} error={errorText('city')}>
          {(control) => (
            <S.Input
              {...control}
              ref={fieldRef('city')}
              value={draft.city}
              onChange={onCity}
              maxLength={LIMITS.city}
              autoComplete="address-level2"
            />
          )}
        </Field>
      </S.Row>

      {placesFailed && (
        <RetryLine role="status" retryLabel={t('retryPlaces')} onRetry={choices.retry}>
          {t('placesFailed')}
        </RetryLine>
      )}

      <MethodPicker
        name={`${id}-method`}
        choices={methods}
        value={draft.method}
        onChange={(method) => setDraft((d) => ({ ...d, method }))}
        expressOnlyId={supportsExpress === false ? `${id}-express-only` : undefined}
      />

      <Field id={`${id}-details`} label={t('details')} hint={t('detailsHint')}>
        {(control) => <S.TextArea {...control} value={draft.details} onChange={set('details')} maxLength={LIMITS.details} rows={2} autoComplete="street-address" />}
      </Field>

      {/* The phone for the driver: a dial code, then the national digits. */}
      <PhoneInput
        id={`${id}-phone`}
        ref={fieldRef('phone')}
        label={t('phone')}
        hint={t('phoneHint')}
        error={errorText('phone')}
        dialLabel={t('dialCode')}
        dialCode={draft.dial}
        dialCodes={DIAL_CODES}
        onDialCode={(dial) => setDraft((d) => ({ ...d, dial }))}
        value={draft.digits}
        onChange={set('digits')}
        maxLength={16}
      />

      <S.Check>
        <input
          type="checkbox"
          checked={draft.isDefault}
          // The default stays the default until another address is made the default.
          disabled={initial?.is_default === true}
          onChange={(e) => {
            const isDefault = e.target.checked;
            setDraft((d) => ({ ...d, isDefault }));
          }}
        />
        <span>{t('makeDefault')}</span>
      </S.Check>

      {problem && (
        <S.Problem role="alert" tabIndex={-1} ref={problemRef} data-testid="address-form-problem">
          {problem}
        </S.Problem>
      )}

      <S.Actions>
        {onCancel && (
          <Button variant="secondary" onClick={onCancel} disabled={saving}>
            {t('cancel')}
          </Button>
        )}
        <Button type="submit" loading={saving}>
          {submitLabel ?? t('save')}
        </Button>
      </S.Actions>
    </S.Form>
  );
}
