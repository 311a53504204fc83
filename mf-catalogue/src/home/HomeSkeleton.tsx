import styled from 'styled-components';
import { Skeleton, VisuallyHidden, tokens } from 'shared-ui';
import { SkeletonRow } from './SectionRow';

const Rows = styled.div`
  display: grid;
  gap: ${tokens.spacing.xxl};
`;

const Row = styled.div`
  display: grid;
  gap: ${tokens.spacing.md};
`;

const ROWS = 2;
const CARDS = 4;

/** Two rows of four cards: what a phone or a desktop shows first while sections load. */
export function HomeSkeleton({ label }: { label: string }) {
  return (
    <Rows role="status" aria-busy="true" data-testid="home-skeleton">
      <VisuallyHidden>{label}</VisuallyHidden>
      {Array.from({ length: ROWS }, (_, row) => (
        <Row key={row}>
          <Skeleton width={220} height={28} radius="sm" />
          <SkeletonRow cards={CARDS} />
        </Row>
      ))}
    </Rows>
  );
}
