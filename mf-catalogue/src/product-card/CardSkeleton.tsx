import styled from 'styled-components';
import type { ProductSummary } from 'shared-api';
import { Skeleton, tokens } from 'shared-ui';
import { ImageBox } from './ProductImage';
import { optionalLines, type OptionalLines } from './cardLines';
import * as S from './ProductCard.styles';

const { colors } = tokens;

/** A skeleton bar: its width, its height (the real line's, S.LINE_HEIGHT) and the space above it. */
interface Bar {
  width: string;
  height: string;
  gap: string;
}
const bar = (width: string, height: string, gap: string = S.BODY_GAP): Bar => ({ width, height, gap });

/** The card's lines, top to bottom, in the real card's line heights (ProductCard). */
const CATEGORY = bar('40%', S.LINE_HEIGHT.small);
const NAME = bar('90%', S.LINE_HEIGHT.name);
const SOMALI_NAME = bar('60%', S.LINE_HEIGHT.small);
const STARS = bar('84px', S.LINE_HEIGHT.stars);
const PRICE = bar('45%', S.LINE_HEIGHT.price);
/** Straight under the price (CardPrice): no gap between them. */
const OLD_PRICE = bar('35%', S.LINE_HEIGHT.oldPrice, '0px');
const EXPRESS = [bar('55%', S.LINE_HEIGHT.badge), bar('70%', S.LINE_HEIGHT.small, S.EXPRESS_GAP)];
const BUTTON_HEIGHT = '44px';

const barsOf = ({ somaliName, express, oldPrice }: OptionalLines): Bar[] => [
  CATEGORY,
  NAME,
  ...(somaliName ? [SOMALI_NAME] : []),
  STARS,
  PRICE,
  ...(oldPrice ? [OLD_PRICE] : []),
  ...(express ? EXPRESS : []),
];

/**
 * A card still loading does not know its product: it has the lines most products' cards have
 * (a Somali name, no express line, no old price), so the space between any two of them is the
 * text block's gap.
 */
const LOADING_BARS = barsOf({ somaliName: true, express: false, oldPrice: false });

/**
 * A loading card built from the real card's boxes (same image ratio, same text line heights,
 * same 44 px button), so nothing moves when a product with the usual lines arrives.
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
        {LOADING_BARS.map((line, i) => (
          <Skeleton key={i} width={line.width} height={line.height} radius="sm" />
        ))}
        <S.Action>
          <Skeleton height={BUTTON_HEIGHT} radius="md" />
        </S.Action>
      </S.Body>
    </S.Card>
  );
}

/** Where each bar starts from the top of the card's text block, and where the button starts. */
function tops(bars: readonly Bar[]): { bars: string[]; button: string } {
  const at: string[] = [];
  let sum = '0px';
  bars.forEach((b, i) => {
    if (i > 0) sum = `${sum} + ${b.gap}`;
    at.push(sum);
    sum = `${sum} + ${b.height}`;
  });
  return { bars: at, button: `${sum} + ${S.BODY_GAP} + ${S.ACTION_GAP}` };
}

/**
 * The height of a still card `width` wide (a CSS length) with `lines`, as a calc() sum: its 1 px
 * borders and square image take the width, then the text lines, the button and the text block's
 * padding. Lets a row of still cards say its height before it is laid out (stillRowHeight).
 */
export function stillCardHeight(width: string, layout: keyof typeof S.BODY_PADDING_BLOCK, lines: OptionalLines): string {
  const [top, bottom] = S.BODY_PADDING_BLOCK[layout];
  return `${width} + ${tops(barsOf(lines)).button} + ${BUTTON_HEIGHT} + ${top} + ${bottom}`;
}

/**
 * The height of a row of still cards `width` wide standing for `products`: its tallest card's. Not
 * the card with every line any of them has: an express card beside one with an old price is one
 * line shorter than that (each has one of the two). `max()` of each kind of card the row has.
 * SectionRow's RowWaiting holds its place with it before it is laid out.
 */
export function stillRowHeight(width: string, layout: keyof typeof S.BODY_PADDING_BLOCK, products: readonly ProductSummary[]): string {
  const cards = new Set(products.map((product) => stillCardHeight(width, layout, optionalLines(product))));
  if (cards.size === 0) cards.add(stillCardHeight(width, layout, { somaliName: false, express: false, oldPrice: false }));
  return `max(${[...cards].join(', ')})`;
}

const fill = `linear-gradient(${colors.skeleton}, ${colors.skeleton})`;

/**
 * The text block of a still card with `lines` (its ::after), in one pass: its bars, then its
 * button at the foot, where the card's Action sits in a card stretched to its row.
 */
function textBlock(lines: OptionalLines): string {
  const bars = barsOf(lines);
  const at = tops(bars);
  return [
    `min-height: calc(${at.button} + ${BUTTON_HEIGHT})`,
    `background: ${[...bars, null].map(() => fill).join(', ')}`,
    `background-size: ${[...bars.map((b) => `${b.width} ${b.height}`), `100% ${BUTTON_HEIGHT}`].join(', ')}`,
    `background-position: ${[...at.bars.map((top) => `0 calc(${top})`), '0 100%'].join(', ')};`,
  ].join(';');
}

/**
 * The skeleton card, still (nothing is loading there), in one element, with the lines of the
 * product it stands for (a card is as tall as its lines): the image box is its ::before, the text
 * lines and the button are backgrounds of its ::after. A homepage row waiting to be built has eight
 * of these: 16 elements where CardSkeleton's were 100, which the browser styles and lays out again
 * with every change.
 */
const StillCard = styled(S.Card)<{ $lines: OptionalLines }>`
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
    ${(p) => textBlock(p.$lines)}
    background-repeat: no-repeat;
    background-origin: content-box;
  }
`;

/** `count` loading cards as the list items of a grid or row (a listing, /home's first load, the related row). */
export function CardSkeletonItems({ count }: { count: number }) {
  return (
    <>
      {Array.from({ length: count }, (_, i) => (
        <li key={i}>
          <CardSkeleton />
        </li>
      ))}
    </>
  );
}

/** A still card for each of `products`, as list items (a homepage row waiting to be built). */
export function StillCardItems({ products }: { products: readonly ProductSummary[] }) {
  return (
    <>
      {products.map((product) => (
        <li key={product.id}>
          <StillCard as="div" aria-hidden="true" data-testid="card-skeleton" $lines={optionalLines(product)} />
        </li>
      ))}
    </>
  );
}
