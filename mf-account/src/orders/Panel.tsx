import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { cardSurfaceStyles, media, tokens } from 'shared-ui';

const { colors, font, spacing } = tokens;

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
export const Muted = styled.p`
  margin: 0;
  color: ${colors.textMuted};
  font-size: ${font.size.sm};
`;
/** Label and value on one line (totals, payment); they wrap on narrow phones. */
export const Row = styled.div<{ $strong?: boolean }>`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${spacing.xs} ${spacing.md};
  font-weight: ${(p) => (p.$strong ? font.weight.bold : font.weight.regular)};
  font-size: ${(p) => (p.$strong ? font.size.lg : font.size.md)};
  dt,
  dd {
    margin: 0;
  }
`;

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
