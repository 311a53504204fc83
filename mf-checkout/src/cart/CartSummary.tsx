import { useId } from 'react';
import styled from 'styled-components';
import { Button, Price, cardSurfaceStyles, media, tokens } from 'shared-ui';
import { MutedText as Note } from 'shared-ui/page';
import { useT } from '../messages';

const { font, spacing } = tokens;

const Card = styled.section`
  position: sticky;
  top: ${spacing.lg};
  display: flex;
  flex-direction: column;
  gap: ${spacing.md};
  padding: ${spacing.xl};
  ${cardSurfaceStyles}
  ${media.mobile} {
    position: static;
    padding: ${spacing.lg};
  }
`;
const Heading = styled.h2`
  margin: 0;
  font-size: ${font.size.lg};
`;
const Row = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: ${spacing.md};
`;

interface Props {
  subtotal: number;
  onCheckout: () => void;
  onClear: () => void;
}

/** Subtotal and the way on: checkout, or clearing the cart (which asks first). */
export function CartSummary({ subtotal, onCheckout, onClear }: Props) {
  const t = useT();
  const headingId = useId();
  return (
    <Card aria-labelledby={headingId}>
      <Heading id={headingId}>{t('summary')}</Heading>
      <Row>
        <span>{t('subtotal')}</span>
        <Price value={subtotal} size="lg" />
      </Row>
      <Note>{t('deliveryNote')}</Note>
      <Button fullWidth size="lg" onClick={onCheckout}>
        {t('checkout')}
      </Button>
      <Button fullWidth variant="ghost" onClick={onClear}>
        {t('clearCart')}
      </Button>
    </Card>
  );
}
