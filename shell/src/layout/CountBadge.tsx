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

/** A count on a header or bottom-bar item (cart lines, unread notifications); hidden at zero. */
export function CountBadge({ count, label, testId = 'cart-badge' }: { count: number; label: string; testId?: string }) {
  if (count <= 0) return null;
  return (
    <Dot data-testid={testId} aria-label={label}>
      {count > 99 ? '99+' : count}
    </Dot>
  );
}
