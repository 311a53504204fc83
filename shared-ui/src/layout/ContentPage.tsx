import styled from 'styled-components';
import { media, tokens } from '../tokens';

const { font, spacing } = tokens;

/**
 * A page of reading text (the help and company pages, the privacy policy): a measure of 760px,
 * airy lines, an h1 that shrinks on phones, h2 headings a step above the text, lists indented a
 * little with their items just apart. The help pages' look, which the privacy page shares.
 */
export const ContentPage = styled.article`
  display: grid;
  gap: ${spacing.lg};
  max-width: 760px;
  min-width: 0;
  line-height: 1.6;
  overflow-wrap: anywhere;
  h1 {
    margin: 0;
    font-size: ${font.size.xxxl};
    line-height: 1.2;
    ${media.mobile} {
      font-size: ${font.size.xxl};
    }
  }
  h2 {
    margin: 0 0 ${spacing.xs};
    font-size: ${font.size.lg};
  }
  p,
  ul {
    margin: 0;
  }
  ul {
    padding-left: ${spacing.lg};
  }
  li + li {
    margin-top: ${spacing.xxs};
  }
`;

/** One headed part of a content page: its h2, then its paragraphs and lists, close together. */
export const ContentSection = styled.section`
  display: grid;
  gap: ${spacing.xs};
`;
