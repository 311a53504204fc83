import { useEffect, type ReactNode } from 'react';
import { Link } from 'shared-router';
import styled from 'styled-components';
import { BRAND, ChevronLeftIcon, media, tokens } from 'shared-ui';
import { useT } from '../messages';

const { colors, spacing, font } = tokens;

export const Page = styled.div`
  display: grid;
  gap: ${spacing.xl};
  max-width: 1240px;
  margin: 0 auto;
  padding: ${spacing.xl} ${spacing.xl} ${spacing.xxxl};

  ${media.mobile} {
    gap: ${spacing.lg};
    padding: ${spacing.md} ${spacing.lg} ${spacing.xxl};
  }
`;

const Header = styled.header`
  display: grid;
  gap: ${spacing.xs};

  h1 {
    margin: 0;
    font-size: ${font.size.xxxl};
    font-weight: ${font.weight.bold};
    ${media.mobile} {
      font-size: ${font.size.xxl};
    }
  }
  p {
    margin: 0;
    color: ${colors.textMuted};
  }
`;

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

/** The heading with a way onward beside it (wraps under it on a phone). */
const TitleRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${spacing.sm} ${spacing.lg};
`;

interface Props {
  /** The page heading; null while it is not known yet (the header keeps its place). */
  title: ReactNode;
  subtitle?: ReactNode;
  /** Shown between the back link and the heading (category navigation). */
  above?: ReactNode;
  /** A link beside the heading (the live section's 'Watch live'). */
  action?: ReactNode;
  /** The document title; defaults to the heading when that is text. */
  documentTitle?: string;
  children: ReactNode;
}

/** A catalogue listing page: a way back home, the heading, then the page's content. */
export function PageFrame({ title, subtitle, above, action, documentTitle, children }: Props) {
  const t = useT();
  const docTitle = documentTitle ?? (typeof title === 'string' ? title : undefined);

  useEffect(() => {
    if (docTitle) document.title = `${docTitle} · ${BRAND.name}`;
  }, [docTitle]);

  return (
    <Page>
      <BackLink to="/home">
        <ChevronLeftIcon size={18} />
        {t('list.backHome')}
      </BackLink>
      {above}
      <Header>
        {action ? (
          <TitleRow>
            <h1>{title}</h1>
            {action}
          </TitleRow>
        ) : (
          <h1>{title}</h1>
        )}
        {subtitle && <p>{subtitle}</p>}
      </Header>
      {children}
    </Page>
  );
}
