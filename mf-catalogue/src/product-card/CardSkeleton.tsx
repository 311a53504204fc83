import styled from 'styled-components';
import { Skeleton, tokens } from 'shared-ui';
import { ImageBox } from './ProductImage';
import * as S from './ProductCard.styles';

const { colors } = tokens;

/**
 * The skeleton card's text lines, top to bottom, in the real card's line heights (category,
 * name on two lines, Somali name, stars, price), then its 44 px button. One list draws both
 * skeletons below, so the two keep one height.
 */
const LINES: readonly { width: string; height: string }[] = [
  { width: '40%', height: '1.125em' },
  { width: '90%', height: '2.4em' },
  { width: '60%', height: '1.125em' },
  { width: '84px', height: '14px' },
  { width: '45%', height: '1.4em' },
];
const BUTTON_HEIGHT = '44px';

/**
 * A loading card built from the real card's boxes (same image ratio, same text line heights,
 * same 44 px button), so nothing moves when the products arrive.
 */
export function CardSkeleton() {
  return (
    <S.Card as="div" aria-hidden="true" data-testid="card-skeleton">
      <ImageBox>
        <Skeleton
          height="100%"
          radius="sm"
          style={{ borderRadius: 0, position: 'absolute', inset: 0 }}
        />
      </ImageBox>
      <S.Body>
        {LINES.map((line, i) => (
          <Skeleton key={i} width={line.width} height={line.height} radius="sm" />
        ))}
        <S.Action>
          <Skeleton height={BUTTON_HEIGHT} radius="md" />
        </S.Action>
      </S.Body>
    </S.Card>
  );
}

/** Where each of LINES and the button start, from the top of the card's text block. */
const tops = (() => {
  const at: string[] = [];
  let sum = '0px';
  for (const line of LINES) {
    at.push(sum);
    sum = `${sum} + ${line.height} + ${S.BODY_GAP}`;
  }
  return { lines: at, button: `${sum} + ${S.ACTION_GAP}` };
})();

/**
 * The height of a still card `width` wide (a CSS length), as a calc() sum: its 1 px borders and
 * square image take the width, then the text lines, the button and the text block's padding.
 * Lets a row of still cards say its height before it is laid out (SectionRow's RowWaiting).
 */
export function stillCardHeight(width: string, layout: keyof typeof S.BODY_PADDING_BLOCK): string {
  const [top, bottom] = S.BODY_PADDING_BLOCK[layout];
  return `${width} + ${tops.button} + ${BUTTON_HEIGHT} + ${top} + ${bottom}`;
}

const bar = `linear-gradient(${colors.skeleton}, ${colors.skeleton})`;
const textSizes = [...LINES.map((l) => `${l.width} ${l.height}`), `100% ${BUTTON_HEIGHT}`];
const textTops = [...tops.lines, tops.button];

/**
 * The same skeleton card, still (nothing is loading there), in one element: the image box is
 * its ::before, the text lines and the button are backgrounds of its ::after, at the heights
 * LINES gives. A homepage row waiting to be built has eight of these: 16 elements where
 * CardSkeleton's were 100, which the browser styles and lays out again with every change.
 */
const StillCard = styled(S.Card)`
  &::before {
    content: '';
    flex: none;
    width: 100%;
    aspect-ratio: 1 / 1;
    background: ${colors.skeleton};
  }

  &::after {
    content: '';
    flex: 1;
    ${S.bodyPadding}
    box-sizing: content-box;
    min-height: calc(${tops.button} + ${BUTTON_HEIGHT});
    background: ${textSizes.map(() => bar).join(', ')};
    background-size: ${textSizes.join(', ')};
    background-position: ${textTops.map((top) => `0 calc(${top})`).join(', ')};
    background-repeat: no-repeat;
    background-origin: content-box;
  }
`;

/**
 * `count` skeleton cards as the list items of a grid or row: CardSkeleton while its products load
 * (a listing, the homepage's first load, the related row), still cards of one element each where
 * nothing is loading (a homepage row waiting to be built).
 */
export function CardSkeletonItems({ count, still = false }: { count: number; still?: boolean }) {
  return (
    <>
      {Array.from({ length: count }, (_, i) => (
        <li key={i}>
          {still ? (
            <StillCard as="div" aria-hidden="true" data-testid="card-skeleton" />
          ) : (
            <CardSkeleton />
          )}
        </li>
      ))}
    </>
  );
}
