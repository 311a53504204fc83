import styled, { css, keyframes } from 'styled-components';
import { media, tokens } from 'shared-ui';
import * as S from './ProductCard.styles';

const { colors } = tokens;

/**
 * The skeleton card's text lines, top to bottom, in the real card's line heights (category,
 * name on two lines, Somali name, stars, price), then its 44 px button.
 */
const LINES: readonly { width: string; height: string }[] = [
  { width: '40%', height: '1.125em' },
  { width: '90%', height: '2.4em' },
  { width: '60%', height: '1.125em' },
  { width: '84px', height: '14px' },
  { width: '45%', height: '1.4em' },
];
const BUTTON_HEIGHT = '44px';

/** Where each line and the button start, from the top of the card's text block. */
const tops = (() => {
  const at: string[] = [];
  let sum = '0px';
  for (const line of LINES) {
    at.push(sum);
    sum = `${sum} + ${line.height} + ${S.BODY_GAP}`;
  }
  return { lines: at, button: `${sum} + ${S.ACTION_GAP}` };
})();

const bar = `linear-gradient(${colors.skeleton}, ${colors.skeleton})`;
const textSizes = [...LINES.map((l) => `${l.width} ${l.height}`), `100% ${BUTTON_HEIGHT}`];
const textTops = [...tops.lines, tops.button];

/**
 * While the products load the bars fade in and out: an animation of opacity, which the
 * compositor runs without the main thread (a moving gradient is painted again every frame).
 */
const pulse = keyframes`
  50% {
    opacity: 0.45;
  }
`;

/**
 * A skeleton card in one element, in the real card's boxes (same image ratio, same text line
 * heights, same 44 px button), so nothing moves when the products arrive: the image box is its
 * ::before, the text lines and the button are backgrounds of its ::after. A listing's or the
 * homepage's skeleton has 8 to 80 of these; built of elements they were 12 each, which the
 * browser styles and lays out again with every change to the page.
 */
const Skeleton = styled(S.Card)<{ $loading: boolean }>`
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

  ${(p) =>
    p.$loading &&
    css`
      &::before,
      &::after {
        animation: ${pulse} 1.4s ease-in-out infinite;
      }
      ${media.reducedMotion} {
        &::before,
        &::after {
          animation: none;
        }
      }
    `}
`;

/**
 * `count` skeleton cards as the list items of a grid or row: shining while the products load
 * (a listing, the homepage's first load), still where nothing is loading (a homepage row whose
 * cards are built when it comes near).
 */
export function CardSkeletonItems({ count, still = false }: { count: number; still?: boolean }) {
  return (
    <>
      {Array.from({ length: count }, (_, i) => (
        <li key={i}>
          <Skeleton as="div" $loading={!still} aria-hidden="true" data-testid="card-skeleton" />
        </li>
      ))}
    </>
  );
}
