import type { ReactNode } from 'react';
import styled from 'styled-components';
import { tokens } from '../tokens';
import { useT } from '../messages';
import { Button } from '../button/Button';

const { colors, spacing, font, radii } = tokens;

const Root = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${spacing.md};
  max-width: 420px;
  margin: 0 auto;
  padding: ${spacing.xxl} ${spacing.lg};
  text-align: center;
`;

const Art = styled.div<{ $tone: 'neutral' | 'danger' }>`
  display: flex;
  align-items: center;
  justify-content: center;
  width: 64px;
  height: 64px;
  border-radius: ${radii.circle};
  background: ${(p) => (p.$tone === 'danger' ? colors.dangerSoft : colors.primarySoft)};
  color: ${(p) => (p.$tone === 'danger' ? colors.danger : colors.primary)};
`;

const Title = styled.h2`
  font-size: ${font.size.lg};
  font-weight: ${font.weight.semibold};
  color: ${colors.text};
`;

const Text = styled.p`
  font-size: ${font.size.sm};
  color: ${colors.textMuted};
`;

const Actions = styled.div`
  margin-top: ${spacing.sm};
`;

export interface StateProps {
  title?: ReactNode;
  text?: ReactNode;
  /** An icon in a soft circle above the title. */
  icon?: ReactNode;
  /** With `onAction`, shows a button. */
  actionLabel?: string;
  onAction?: () => void;
  /** Any other action (a link to /home, two buttons). */
  action?: ReactNode;
  /**
   * The title's element, h2 by default. 'h1' where the state is the whole page (an address or a
   * product that is not there): the page's one top heading, for screen readers and search engines.
   */
  titleAs?: 'h1' | 'h2' | 'h3';
  className?: string;
}

function Actionable({
  actionLabel,
  onAction,
  action,
  variant,
}: StateProps & { variant: 'primary' | 'secondary' }) {
  if (action) return <Actions>{action}</Actions>;
  if (!onAction || !actionLabel) return null;
  return (
    <Actions>
      <Button variant={variant} onClick={onAction}>
        {actionLabel}
      </Button>
    </Actions>
  );
}

/** Nothing to show yet (empty cart, no results): says why and what to do next. */
export function EmptyState(props: StateProps) {
  const { title, text, icon, titleAs, className } = props;
  return (
    <Root className={className}>
      {icon ? <Art $tone="neutral">{icon}</Art> : null}
      {title ? <Title as={titleAs}>{title}</Title> : null}
      {text ? <Text>{text}</Text> : null}
      <Actionable {...props} variant="primary" />
    </Root>
  );
}

/**
 * Something failed (a call, a remote): announced to screen readers, with a retry. Defaults:
 * a generic title and 'Try Again' when only `onAction` is given.
 */
export function ErrorState(props: StateProps) {
  const t = useT();
  const { title = t('errorTitle'), text, icon, titleAs, className } = props;
  return (
    <Root role="alert" className={className}>
      {icon ? <Art $tone="danger">{icon}</Art> : null}
      <Title as={titleAs}>{title}</Title>
      {text ? <Text>{text}</Text> : null}
      <Actionable {...props} actionLabel={props.actionLabel ?? t('tryAgain')} variant="secondary" />
    </Root>
  );
}
