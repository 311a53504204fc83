import type { Ref } from 'react';
import { Link } from 'shared-router';
import styled from 'styled-components';
import { Button, Price, media, tokens } from 'shared-ui';
import type { CartLine } from 'shared-events';
import { useT } from '../messages';
import { LineImage } from './LineImage';
import { QuantityControl } from './QuantityControl';
import { subtotalOf } from './rules';

const { colors, font, spacing, radii } = tokens;

/** Where a cart line is too narrow for its controls beside its name: its own width, not the screen's. */
const NARROW_LINE = '(max-width: 30rem)';

// Wide: picture | name and prices | controls. Narrow (a phone, or the cart's column on a 768 px
// tablet, 370 px wide): the controls drop under the picture and name, across the whole card, so
// nothing is squeezed; beside them on that tablet the name stood a letter a line.
const Item = styled.li`
  container-type: inline-size;
  padding: ${spacing.lg};
  background: ${colors.surface};
  border: 1px solid ${colors.border};
  border-radius: ${radii.lg};
  ${media.mobile} {
    padding: ${spacing.md};
  }
`;
const Card = styled.div`
  display: grid;
  grid-template-columns: 80px minmax(0, 1fr) auto;
  grid-template-areas: 'img info controls';
  align-items: center;
  gap: ${spacing.md} ${spacing.lg};
  @container ${NARROW_LINE} {
    grid-template-columns: 80px minmax(0, 1fr);
    grid-template-areas: 'img info' 'controls controls';
  }
`;
const Picture = styled.div`
  grid-area: img;
  align-self: start;
`;
const Info = styled.div`
  grid-area: info;
  display: flex;
  flex-direction: column;
  gap: ${spacing.xs};
  min-width: 0;
`;
const Name = styled(Link)`
  color: ${colors.text};
  font-weight: ${font.weight.semibold};
  text-decoration: none;
  overflow-wrap: anywhere;
  &:hover { text-decoration: underline; }
`;
const Muted = styled.span`
  color: ${colors.textMuted};
  font-size: ${font.size.sm};
`;
const Controls = styled.div`
  grid-area: controls;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: ${spacing.sm} ${spacing.md};
  @container ${NARROW_LINE} { justify-content: space-between; }
`;

interface Props {
  line: CartLine;
  onIncrease: () => void;
  onDecrease: () => void;
  onRemove: () => void;
  /** The remove button, for the page to move the focus to when the line before it is removed. */
  removeRef?: Ref<HTMLButtonElement>;
}

/** One cart line: picture, name linking to its product, unit price, quantity and remove. */
export function CartLineItem({ line, onIncrease, onDecrease, onRemove, removeRef }: Props) {
  const t = useT();
  const name = line.name || t('unnamed', { id: String(line.id) });
  const path = `/product/${encodeURIComponent(line.slug || String(line.id))}`;
  return (
    <Item data-line-id={String(line.id)}>
      <Card>
        <Picture>
          <LineImage line={line} />
        </Picture>
        <Info>
          <Name to={path}>{name}</Name>
          {line.seller_name ? <Muted>{line.seller_name}</Muted> : null}
          <span>
            <Price value={line.price} size="sm" /> <Muted>{t('each')}</Muted>
          </span>
          {line.quantity > 1 ? (
            <Muted>
              {t('lineTotal')}: <Price value={subtotalOf([line])} size="sm" />
            </Muted>
          ) : null}
        </Info>
        <Controls>
          <QuantityControl name={name} quantity={line.quantity} onDecrease={onDecrease} onIncrease={onIncrease} />
          <Button ref={removeRef} variant="ghost" size="sm" onClick={onRemove} aria-label={t('removeLabel', { name })}>
            {t('remove')}
          </Button>
        </Controls>
      </Card>
    </Item>
  );
}
