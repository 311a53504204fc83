import styled from 'styled-components';
import { media, tokens } from 'shared-ui';
import { PageColumn } from 'shared-ui/page';

const { colors, font, spacing } = tokens;

/** The frame of every page of the account: the shop's page column, a little narrower and with its own font. */
export const AccountFrame = styled(PageColumn)`
  max-width: 1200px;
  color: ${colors.text};
  font-family: ${font.family};
  ${media.mobile} {
    padding: ${spacing.lg} ${spacing.md} ${spacing.xxl};
  }
`;
