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
  /* The number is drawn (data-count), not written: the item's own name tells the count (the
     label passed to the item), and its visible words stay those of its name. */
  &::after {
    content: attr(data-count);
  }
`;

/**
 * A count on a header or bottom-bar item (cart lines, unread notifications); hidden at zero. It is
 * only seen: the item it sits on carries the count in its name (aria-label `{item}, {count words}`).
 */
export function CountBadge({ count, testId = 'cart-badge' }: { count: number; testId?: string }) {
  if (count <= 0) return null;
  return <Dot data-testid={testId} data-count={count > 99 ? '99+' : String(count)} aria-hidden="true" />;
}
