import styled from 'styled-components';
import { IconButton, tokens } from 'shared-ui';
import { useT } from './texts';

const { colors, spacing, radii, font } = tokens;

const Root = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${spacing.xs};
  padding: ${spacing.xxs};
  border: 1px solid ${colors.borderStrong};
  border-radius: ${radii.pill};
  background: ${colors.surface};

  output {
    min-width: 3ch;
    text-align: center;
    font-size: ${font.size.lg};
    font-weight: ${font.weight.semibold};
    font-variant-numeric: tabular-nums;
  }
`;

interface Props {
  value: number;
  /** Units in stock: the shopper cannot ask for more. */
  max: number;
  onChange: (value: number) => void;
  disabled?: boolean;
}

/** Never under 1, never over the stock. */
export function QuantitySelector({ value, max, onChange, disabled = false }: Props) {
  const t = useT();
  const top = Math.max(1, max);
  return (
    <Root role="group" aria-label={t('product.quantity')}>
      <IconButton aria-label={t('product.decrease')} size="sm" disabled={disabled || value <= 1} onClick={() => onChange(Math.max(1, value - 1))}>
        <span aria-hidden="true">−</span>
      </IconButton>
      <output aria-live="polite">{value}</output>
      <IconButton aria-label={t('product.increase')} size="sm" disabled={disabled || value >= top} onClick={() => onChange(Math.min(top, value + 1))}>
        <span aria-hidden="true">+</span>
      </IconButton>
    </Root>
  );
}
