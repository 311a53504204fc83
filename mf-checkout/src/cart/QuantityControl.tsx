import styled from 'styled-components';
import { IconButton, tokens } from 'shared-ui';
import { useT } from '../messages';

const { colors, font, radii } = tokens;

const Group = styled.div`
  display: inline-flex;
  align-items: center;
  border: 1px solid ${colors.border};
  border-radius: ${radii.pill};
  background: ${colors.surface};
`;

const Value = styled.output`
  min-width: 2.5ch;
  padding: 0 4px;
  text-align: center;
  font-weight: ${font.weight.semibold};
  font-variant-numeric: tabular-nums;
`;

// Text glyphs, not icons: the sign reads the same in every language and needs no download.
const Sign = styled.span`
  font-size: ${font.size.xl};
  line-height: 1;
`;

interface Props {
  name: string;
  quantity: number;
  onDecrease: () => void;
  onIncrease: () => void;
}

/** − quantity +; − is disabled at 1 because the cart never goes under 1 (remove is separate). */
export function QuantityControl({ name, quantity, onDecrease, onIncrease }: Props) {
  const t = useT();
  return (
    <Group role="group" aria-label={t('quantityOf', { name })}>
      <IconButton aria-label={t('decrease', { name })} onClick={onDecrease} disabled={quantity <= 1}>
        <Sign aria-hidden="true">−</Sign>
      </IconButton>
      <Value aria-live="polite">{quantity}</Value>
      <IconButton aria-label={t('increase', { name })} onClick={onIncrease}>
        <Sign aria-hidden="true">+</Sign>
      </IconButton>
    </Group>
  );
}
