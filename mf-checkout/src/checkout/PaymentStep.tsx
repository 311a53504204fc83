import { PAYMENT_METHODS, type PaymentMethod } from 'shared-api';
import { tokens } from 'shared-ui';
import styled from 'styled-components';
import { useT } from '../messages';
import { Card, CardTitle } from './styles';

const { colors, font, radii, spacing } = tokens;

const Fieldset = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
  legend {
    margin-bottom: ${spacing.sm};
    padding: 0;
    color: ${colors.textMuted};
    font-size: ${font.size.sm};
  }
`;
const Option = styled.label`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${spacing.xxs} ${spacing.sm};
  align-items: start;
  padding: ${spacing.md};
  border: 1.5px solid ${colors.border};
  border-radius: ${radii.md};
  cursor: pointer;
  &:has(input:checked) {
    border-color: ${colors.primary};
    background: ${colors.primarySoft};
  }
  input {
    width: 20px;
    height: 20px;
    margin: 2px 0 0;
    accent-color: ${colors.primary};
  }
`;
const Name = styled.span`
  font-weight: ${font.weight.semibold};
`;
const Hint = styled.span`
  grid-column: 2;
  color: ${colors.textMuted};
  font-size: ${font.size.sm};
`;

interface Props {
  value: PaymentMethod;
  onChange: (method: PaymentMethod) => void;
  /** The methods offered; the contract's list by default (the wallet issue adds to it). */
  methods?: readonly PaymentMethod[];
}

/** Step 3: how the shopper pays, a radio group so more methods (wallet, mobile money) fit in later. */
export function PaymentStep({ value, onChange, methods = PAYMENT_METHODS }: Props) {
  const t = useT();
  return (
    <Card aria-labelledby="checkout-payment">
      <CardTitle id="checkout-payment">{t('co:paymentStep')}</CardTitle>
      <Fieldset>
        <legend>{t('co:paymentLegend')}</legend>
        {methods.map((method) => (
          <Option key={method}>
            <input
              type="radio"
              name="checkout-payment"
              value={method}
              checked={value === method}
              onChange={() => onChange(method)}
              aria-labelledby={`checkout-payment-${method}`}
              aria-describedby={`checkout-payment-${method}-hint`}
            />
            <Name id={`checkout-payment-${method}`}>{t(`co:pay:${method}`)}</Name>
            <Hint id={`checkout-payment-${method}-hint`}>{t(`co:payHint:${method}`)}</Hint>
          </Option>
        ))}
      </Fieldset>
    </Card>
  );
}
