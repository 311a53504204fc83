import styled from 'styled-components';
import { media, tokens } from 'shared-ui';

const { colors, spacing, radii, shadows, zIndex, font } = tokens;

export const Root = styled.div`
  position: relative;
  display: inline-block;

  /* Without scripts the button does nothing: PlainLink (in a <noscript>) stands in its place. The
     selector (class + element) outranks the button's own class, whatever order the rules come in. */
  @media (scripting: none) {
    & > button {
      display: none;
    }
  }
`;

/** The WhatsApp link of a page read without scripts, in the button's place (44 px high, a thumb's target). */
export const PlainLink = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${spacing.xs};
  min-height: 44px;
  color: ${colors.primary};
  font-weight: ${font.weight.semibold};
  font-size: ${font.size.sm};
  text-decoration: underline;
  text-underline-offset: 3px;
  /* Whole on one line: where the rating leaves no room, the row puts it on a line of its own. */
  white-space: nowrap;
`;

/**
 * Opens under the button, its right edge on the button's. On a phone it opens above: the shell's
 * bottom bar covers the screen's foot, and the page scrolls it clear of the sticky header.
 */
export const Panel = styled.div`
  position: absolute;
  right: 0;
  top: calc(100% + ${spacing.xs});
  /* Room below the shell's sticky header, which the page's scroll-padding-top already clears. */
  scroll-margin-top: ${spacing.sm};

  z-index: ${zIndex.dropdown};
  min-width: 240px;
  max-width: min(320px, calc(100vw - ${spacing.xxl}));
  padding: ${spacing.xs};
  background: ${colors.surface};
  border: 1px solid ${colors.border};
  border-radius: ${radii.md};
  box-shadow: ${shadows.lg};

  ${media.mobile} {
    top: auto;
    bottom: calc(100% + ${spacing.xs});
  }
`;

export const Options = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;

export const Option = styled.button`
  display: block;
  width: 100%;
  min-height: 44px;
  padding: ${spacing.sm} ${spacing.md};
  border: 0;
  border-radius: ${radii.sm};
  background: none;
  color: ${colors.text};
  font: inherit;
  text-align: left;
  text-decoration: none;
  line-height: 28px;
  cursor: pointer;

  &:hover,
  &:focus-visible {
    background: ${colors.surfaceMuted};
  }
`;

export const Failure = styled.p`
  display: grid;
  gap: ${spacing.xs};
  margin: ${spacing.xs} ${spacing.md} ${spacing.sm};
  color: ${colors.danger};
  font-size: ${font.size.sm};
`;

export const UrlField = styled.input`
  width: 100%;
  padding: ${spacing.xs} ${spacing.sm};
  border: 1px solid ${colors.border};
  border-radius: ${radii.sm};
  color: ${colors.text};
  font: inherit;
`;
