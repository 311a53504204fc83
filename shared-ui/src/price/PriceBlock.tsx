import type { ReactNode } from 'react';
import styled from 'styled-components';
import { tokens } from '../tokens';
import { Price, type PriceSize } from './Price';
import { PercentOff } from './PercentOff';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${tokens.spacing.sm};
`;

export interface PriceBlockProps {
  value: number;
  oldValue?: number | null;
  size?: PriceSize;
  /** The '-20%' badge beside the price when there is a real discount (on by default). */
  percentOff?: boolean;
  /** What follows the price on its line (a rating). */
  children?: ReactNode;
  className?: string;
}

/** A product's price line: the price, the old one struck through, its percent off, and what follows. */
export function PriceBlock({ value, oldValue, size = 'md', percentOff = true, children, className }: PriceBlockProps) {
  return (
    <Row className={className}>
      <Price value={value} oldValue={oldValue} size={size} />
      {percentOff ? <PercentOff value={value} oldValue={oldValue} /> : null}
      {children}
    </Row>
  );
}
