import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { cardSurfaceStyles, media, tokens } from 'shared-ui';

const { font, spacing } = tokens;

const Root = styled.section`
  display: grid;
  gap: ${spacing.md};
  padding: ${spacing.lg} ${spacing.xl};
  min-width: 0;
  ${cardSurfaceStyles}
  ${media.mobile} {
    padding: ${spacing.md} ${spacing.lg};
  }
`;
const Heading = styled.h2`
  margin: 0;
  font-size: ${font.size.lg};
`;
// Label and value on one line (totals, payment), the checkout's look for the same facts.
export { MutedText as Muted, SummaryRow as Row } from 'shared-ui/page';

interface Props {
  title: ReactNode;
  children: ReactNode;
  className?: string;
}

/** A card of the order page named by its heading (a region screen readers can jump to). */
export function Panel({ title, children, className }: Props) {
  const headingId = useId();
  return (
    <Root aria-labelledby={headingId} className={className}>
      <Heading id={headingId}>{title}</Heading>
      {children}
    </Root>
  );
}
