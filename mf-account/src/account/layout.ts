import { Link } from 'shared-router';
import styled from 'styled-components';
import { media, tokens } from 'shared-ui';

const { colors, font, spacing } = tokens;

/** The frame of every page of the account: width, padding and font. */
export const AccountFrame = styled.div`
  display: grid;
  gap: ${spacing.xl};
  max-width: 1200px;
  margin: 0 auto;
  padding: ${spacing.xl} ${spacing.xl} ${spacing.xxxl};
  color: ${colors.text};
  font-family: ${font.family};
  ${media.mobile} {
    gap: ${spacing.lg};
    padding: ${spacing.lg} ${spacing.md} ${spacing.xxl};
  }
`;

/** The way back to the account from one of its pages. */
export const BackLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${spacing.xxs};
  justify-self: start;
  min-height: 44px;
  color: ${colors.primary};
  font-weight: ${font.weight.semibold};
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
`;

