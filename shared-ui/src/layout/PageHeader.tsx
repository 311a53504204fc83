import type { ReactNode, Ref } from 'react';
import styled from 'styled-components';
import { tokens, media } from 'shared-ui';

const { colors, font, spacing } = tokens;

const Header = styled.header`
  display: grid;
  gap: ${spacing.xs};
  h1 {
    margin: 0;
    font-size: ${font.size.xxxl};
    overflow-wrap: anywhere;
    ${media.mobile} {
      font-size: ${font.size.xxl};
    }
  }
  p {
    margin: 0;
    color: ${colors.textMuted};
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
const Eyebrow = styled.p`
  font-size: ${font.size.sm};
  font-weight: ${font.weight.semibold};
  text-transform: uppercase;
  letter-spacing: 0.06em;
`;

export interface PageHeaderProps {
  /** The page's one h1. */
  title: ReactNode;
  /** A small line above the title (the section it belongs to). */
  eyebrow?: ReactNode;
  /** What the page is for, under the title. */
  intro?: ReactNode;
  /** The heading's id (a region labelled by it) and ref (focus after an action). */
  titleId?: string;
  titleRef?: Ref<HTMLHeadingElement>;
  /** A link or button beside the title (the live section's 'Watch live'). */
  action?: ReactNode;
  /** Anything else the header holds, under the intro. */
  children?: ReactNode;
  className?: string;
}

/** A page's title and its intro, one look on every page. */
export function PageHeader({ title, eyebrow, intro, titleId, titleRef, action, children, className }: PageHeaderProps) {
  const heading = (
    <h1 id={titleId} ref={titleRef} tabIndex={titleRef ? -1 : undefined}>
      {title}
    </h1>
  );
  return (
    <Header className={className}>
      {eyebrow ? <Eyebrow>{eyebrow}</Eyebrow> : null}
      {action ? (
        <TitleRow>
          {heading}
          {action}
        </TitleRow>
      ) : (
        heading
      )}
      {intro ? <p>{intro}</p> : null}
      {children}
    </Header>
  );
}
