import type { DeliveryMethod } from 'shared-api';
import { useT } from '../messages';
import type { MethodChoice } from './methods';
import * as S from './AddressForm.styles';

interface MethodPickerProps {
  /** The radios' group name. */
  name: string;
  choices: readonly MethodChoice[];
  value: DeliveryMethod;
  onChange: (method: DeliveryMethod) => void;
  /** Set when the region has no same-day delivery: the hint's id, which describes the group. */
  expressOnlyId?: string;
}

/** The address form's delivery methods: one radio card each, with its fee and time. */
export function MethodPicker({ name, choices, value, onChange, expressOnlyId }: MethodPickerProps) {
  const t = useT();
  // '1-2 days' in the shopper's language; other server times ('Same day / Next day') as they are.
  const timeText = (time: string) => {
    const days = /^(\d+)-(\d+) days$/.exec(time);
    return days ? t('days', { from: days[1]!, to: days[2]! }) : time;
  };
  return (
    <S.Methods aria-describedby={expressOnlyId}>
      <legend>{t('method')}</legend>
      {choices.map((choice) => (
        <S.MethodChoice key={choice.method} $checked={value === choice.method}>
          <input type="radio" name={name} value={choice.method} checked={value === choice.method} onChange={() => onChange(choice.method)} />
          <S.MethodName>{t(`method.${choice.method}`)}</S.MethodName>
          <S.MethodFacts>
            {choice.fee && choice.time
              ? t('methodFacts', { fee: choice.from ? t('feeFrom', { fee: choice.fee }) : choice.fee, time: timeText(choice.time) })
              : choice.fee ?? (choice.time ? timeText(choice.time) : '')}
          </S.MethodFacts>
        </S.MethodChoice>
      ))}
      {expressOnlyId && <S.Hint id={expressOnlyId}>{t('expressOnly')}</S.Hint>}
    </S.Methods>
  );
}
