import styled from 'styled-components';
import { tokens } from 'shared-ui';

const Dot = styled.span`
  position: absolute;
  top: -6px;
  right: -10px;
  min-width: 18px;
  height: 18px;
  padding: 0 5px;
  border-radius: ${tokens.radii.pill};
  background: ${tokens.colors.accent};
  color: ${tokens.colors.onAccent};
  font-size: 11px;
  font-weight: ${tokens.font.weight.bold};
  line-height: 18px;
  text-align: center;
`;

/** The cart-line count on the header and bottom-bar cart; hidden at zero. */
export function CountBadge({ count, label }: { count: number; label: string }) {
  if (count <= 0) return null;
  return (
    <Dot data-testid="cart-badge" aria-label={label}>
      {count > 99 ? '99+' : count}
    </Dot>
  );
}
