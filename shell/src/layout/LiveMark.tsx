import styled, { keyframes } from 'styled-components';
import { tokens } from 'shared-ui';
import { t } from '../messages';

const pulse = keyframes`
  0% { box-shadow: 0 0 0 0 rgba(217, 45, 32, 0.6); }
  70% { box-shadow: 0 0 0 7px rgba(217, 45, 32, 0); }
  100% { box-shadow: 0 0 0 0 rgba(217, 45, 32, 0); }
`;
export const LiveDot = styled.span`
  width: 8px;
  height: 8px;
  border-radius: 50%;
  background: ${tokens.colors.live};
  animation: ${pulse} 1.6s infinite;
  ${tokens.media.reducedMotion} {
    animation: none;
  }
`;
export const LiveTag = styled.span`
  padding: 1px 5px;
  border-radius: ${tokens.radii.sm};
  background: ${tokens.colors.live};
  color: #fff;
  font-size: 10px;
  font-weight: ${tokens.font.weight.bold};
  letter-spacing: 0.04em;
`;

/** The Live item's label in the header and the menu: pulsing dot, name, LIVE tag (spec §2). */
export function LiveLabel() {
  return (
    <>
      <LiveDot aria-hidden="true" /> {t('live')} <LiveTag>{t('liveTag')}</LiveTag>
    </>
  );
}
