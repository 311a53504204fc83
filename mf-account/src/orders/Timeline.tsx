import styled, { css } from 'styled-components';
import { VisuallyHidden, formatDateTime, tokens } from 'shared-ui';
import type { Order, OrderStatus } from 'shared-api';
import { useT } from './messages';
import { timelineSteps, type TimelineStep } from './timelineSteps';

const { colors, font, spacing, radii } = tokens;

const List = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
`;
// A dot per step joined by a line; the line below the last step is not drawn.
const Step = styled.li<{ $state: TimelineStep['state'] }>`
  position: relative;
  display: grid;
  grid-template-columns: 20px minmax(0, 1fr);
  gap: ${spacing.md};
  padding-bottom: ${spacing.lg};
  &:last-child {
    padding-bottom: 0;
  }
  &:not(:last-child)::before {
    content: '';
    position: absolute;
    left: 9px;
    top: 20px;
    bottom: 0;
    width: 2px;
    background: ${(p) => (p.$state === 'done' ? colors.primary : colors.border)};
  }
  ${(p) =>
    p.$state === 'upcoming' &&
    css`
      color: ${colors.textSubtle};
    `}
`;
// Every step reached is a filled dot, the current one too (a delivered order's last step is reached,
// not to come); only the steps still to come are hollow. The current step stands out by its halo
// and its bold label; a cancel or return in grey.
const Dot = styled.span<{ $state: TimelineStep['state']; $ended: boolean }>`
  box-sizing: border-box;
  width: 20px;
  height: 20px;
  margin-top: 1px;
  border-radius: ${radii.circle};
  border: 2px solid ${(p) => (p.$state === 'upcoming' ? colors.borderStrong : p.$ended ? colors.textMuted : colors.primary)};
  background: ${(p) => (p.$state === 'upcoming' ? colors.surface : p.$state === 'current' && p.$ended ? colors.textMuted : colors.primary)};
  ${(p) =>
    p.$state === 'current' &&
    !p.$ended &&
    css`
      box-shadow: 0 0 0 4px ${colors.primarySoft};
    `}
`;
const Body = styled.div`
  display: grid;
  gap: ${spacing.xxs};
  min-width: 0;
`;
const Label = styled.span<{ $current: boolean }>`
  font-weight: ${(p) => (p.$current ? font.weight.bold : font.weight.semibold)};
`;
const When = styled.time`
  color: ${colors.textMuted};
  font-size: ${font.size.sm};
`;
const Note = styled.p`
  margin: 0;
  color: ${colors.text};
  font-size: ${font.size.sm};
  overflow-wrap: anywhere;
`;

const ENDED: readonly OrderStatus[] = ['cancelled', 'returned'];

interface Props {
  timeline: Order['timeline'];
  status: OrderStatus;
  /** Names the list for screen readers. */
  label: string;
}

/** Spec §4 Orders: the states an order went through, oldest first, then the steps still to come. */
export function Timeline({ timeline, status, label }: Props) {
  const t = useT();
  const steps = timelineSteps(timeline, status);
  return (
    <List aria-label={label}>
      {steps.map((step) => (
        <Step key={`${step.status}-${step.at ?? 'next'}`} $state={step.state} aria-current={step.state === 'current' ? 'step' : undefined} data-status={step.status}>
          <Dot aria-hidden="true" $state={step.state} $ended={ENDED.includes(step.status)} />
          <Body>
            <Label $current={step.state === 'current'}>
              {t(`status:${step.status}`)}
              {step.state === 'upcoming' && <VisuallyHidden> ({t('timeline.next')})</VisuallyHidden>}
            </Label>
            {step.at && <When dateTime={step.at}>{formatDateTime(step.at)}</When>}
            {step.notes.map((note, i) => (
              <Note key={i}>{t(i === 0 && (step.status === 'cancelled' || step.status === 'return_requested') ? 'timeline.reason' : 'timeline.note', { reason: note, note })}</Note>
            ))}
          </Body>
        </Step>
      ))}
    </List>
  );
}
