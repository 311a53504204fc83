import styled from 'styled-components';
import { cardSurfaceStyles, media, tokens } from 'shared-ui';

// The product page's frame: what its skeleton draws too. The skeleton is in the home page's chunk
// (it shows while the page's code arrives), so the page's other styles are in ProductPage.styles.

const { colors, spacing, font } = tokens;

export const Page = styled.div`
  max-width: 1180px;
  margin: 0 auto;
  padding: ${spacing.xl} ${spacing.xl} ${spacing.xxxl};

  ${media.mobile} {
    padding: ${spacing.md} ${spacing.lg} ${spacing.xxl};
  }
`;

export const Layout = styled.article`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  gap: ${spacing.xxl};
  align-items: start;

  ${media.mobile} {
    grid-template-columns: minmax(0, 1fr);
    gap: ${spacing.lg};
  }
`;

export const Info = styled.div`
  display: grid;
  gap: ${spacing.md};
  padding: ${spacing.xl};
  ${cardSurfaceStyles}

  ${media.mobile} {
    padding: ${spacing.lg};
  }
`;

export const Crumbs = styled.nav`
  margin-bottom: ${spacing.lg};
  font-size: ${font.size.sm};
  color: ${colors.textMuted};

  a {
    color: ${colors.primary};
    text-decoration: none;
  }
  a:hover {
    text-decoration: underline;
  }
`;
