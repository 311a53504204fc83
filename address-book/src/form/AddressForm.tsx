import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import type { Address } from 'shared-api';
import { Button } from 'shared-ui';
import { RetryLine } from 'shared-ui/retry-line';
import { PhoneInput } from 'shared-ui/form';
import { useT } from '../messages';
import { COUNTRY_NAMES, DEFAULT_REGION, DIAL_CODES, dialCodeOf } from '../places';
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
  const [errors, setErrors] = useState<DraftErrors>({});
  const fields = useRef<Partial<Record<DraftField, HTMLElement | null>>>({});
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

  const clearError = (field: DraftField) => setErrors((e) => (e[field] ? { ...e, [field]: undefined } : e));

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
    setErrors(found);
    setProblem(null);
    const first = FIELD_ORDER.find((f) => found[f]);
    if (first) {
      fields.current[first]?.focus();
      return;
    }
    await save(draft);
  };

  const errorId = (field: DraftField) => `${id}-${field}-error`;
  const describedBy = (field: DraftField | null, ...more: (string | false | undefined)[]) =>
    [field && errors[field] ? errorId(field) : false, ...more].filter(Boolean).join(' ') || undefined;
  const fieldError = (field: DraftField): ReactNode =>
    errors[field] ? (
      <S.FieldError id={errorId(field)}>{t(`error.${errors[field]}` as 'error.region')}</S.FieldError>
    ) : null;

  const placesFailed = choices.regions.status === 'error' || choices.districts.status === 'error';
  const regionNames = withCurrent(regions.map((r) => r.name), draft.region);
  const districtOptions = withCurrent(districts.map((d) => d.name), draft.district);
  const feeOf = (name: string) => districts.find((d) => d.name === name)?.formatted_fee;

  return (
    <S.Form noValidate onSubmit={onSubmit} aria-busy={saving || undefined} data-testid="address-form">
      <S.Row $compact={compact}>
        <S.Field>
          <S.Label htmlFor={`${id}-country`}>{t('country')}</S.Label>
          <S.Select id={`${id}-country`} value={draft.country} onChange={onCountry} autoComplete="country-name">
            {withCurrent(COUNTRY_NAMES, draft.country).map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </S.Select>
        </S.Field>

        <S.Field>
          <S.Label htmlFor={`${id}-region`}>{t('region')}</S.Label>
          <S.Select
            id={`${id}-region`}
            ref={(el) => {
              fields.current.region = el;
            }}
            value={draft.region}
            onChange={(e) => pickRegion(e.target.value)}
            aria-invalid={errors.region ? true : undefined}
            aria-busy={choices.regions.status === 'loading' || undefined}
            aria-describedby={describedBy('region', choices.regions.status === 'loading' && `${id}-region-loading`)}
          >
            {!draft.region && <option value="">{t('chooseRegion')}</option>}
            {regionNames.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </S.Select>
          {choices.regions.status === 'loading' && <S.Hint id={`${id}-region-loading`}>{t('loadingRegions')}</S.Hint>}
          {fieldError('region')}
        </S.Field>
      </S.Row>

      <S.Row $compact={compact}>
        <S.Field>
          <S.Label htmlFor={`${id}-district`}>{t('district')}</S.Label>
          <S.Select
            id={`${id}-district`}
            ref={(el) => {
              fields.current.district = el;
            }}
            value={draft.district}
            onChange={onDistrict}
            aria-invalid={errors.district ? true : undefined}
            aria-busy={choices.districts.status === 'loading' || undefined}
            aria-describedby={describedBy('district', choices.districts.status === 'loading' && `${id}-district-loading`)}
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
          {choices.districts.status === 'loading' && draft.region && <S.Hint id={`${id}-district-loading`}>{t('loadingDistricts')}</S.Hint>}
          {fieldError('district')}
        </S.Field>

        <S.Field>
          <S.Label htmlFor={`${id}-city`}>{t('city')}</S.Label>
          <S.Input
            id={`${id}-city`}
            ref={(el) => {
              fields.current.city = el;
            }}
            value={draft.city}
            onChange={onCity}
            maxLength={LIMITS.city}
            autoComplete="address-level2"
            aria-invalid={errors.city ? true : undefined}
            aria-describedby={describedBy('city')}
          />
          {fieldError('city')}
        </S.Field>
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

      <S.Field>
        <S.Label htmlFor={`${id}-details`}>{t('details')}</S.Label>
        <S.TextArea
          id={`${id}-details`}
          value={draft.details}
          onChange={set('details')}
          maxLength={LIMITS.details}
          rows={2}
          autoComplete="street-address"
          aria-describedby={`${id}-details-hint`}
        />
        <S.Hint id={`${id}-details-hint`}>{t('detailsHint')}</S.Hint>
      </S.Field>

      {/* The phone for the driver: a dial code, then the national digits. */}
      <PhoneInput
        id={`${id}-phone`}
        ref={(el) => {
          fields.current.phone = el;
        }}
        label={t('phone')}
        hint={t('phoneHint')}
        error={errors.phone ? t(`error.${errors.phone}` as 'error.phone') : undefined}
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
