import type { ReactNode } from 'react';
import styled from 'styled-components';
import { buttonReset, tokens } from 'shared-ui';

const { colors, font, spacing } = tokens;

const Line = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0 ${spacing.sm};
  color: ${colors.danger};
  font-size: ${font.size.sm};
`;

// A text button: no box, so the line stays one line of text; 44px tall, a thumb's target.
const Retry = styled.button`
  ${buttonReset}
  min-height: 44px;
  color: ${colors.primary};
  font-weight: ${font.weight.semibold};
  text-decoration: underline;
`;

export interface RetryLineProps {
  /** What could not be loaded, in the caller's words. */
  children: ReactNode;
  /** The button's label ('Try again'), from the caller's catalogue. */
  retryLabel: ReactNode;
  onRetry: () => void;
  /** 'alert' where the failure stops the part it stands in; 'status' where the rest still works. */
  role?: 'alert' | 'status';
}

/**
 * One line that says a part of the page could not load, with a Try again text button: the shop's
 * danger colour, no box (the category nav, a product's delivery card, the address form's places).
 * Its own entry (shared-ui/retry-line): the category nav on /home's first load uses it.
 */
export function RetryLine({ children, retryLabel, onRetry, role = 'alert' }: RetryLineProps) {
  return (
    <Line role={role}>
      {children}
      <Retry type="button" onClick={onRetry}>
        {retryLabel}
      </Retry>
    </Line>
  );
}
