import styled from 'styled-components';
import { LiveDot, tokens } from 'shared-ui';
import { useT } from '../messages';

export const LiveTag = styled.span`
  padding: 1px 5px;
  border-radius: ${tokens.radii.sm};
  background: ${tokens.colors.live};
  color: #fff;
  font-size: 10px;
  font-weight: ${tokens.font.weight.bold};
  letter-spacing: 0.04em;
`;

/** The Live item's label in the header and the menu: pulsing dot (shared-ui's), name, LIVE tag (spec §2). */
export function LiveLabel() {
  const t = useT();
  return (
    <>
      <LiveDot /> {t('live')} <LiveTag>{t('liveTag')}</LiveTag>
    </>
  );
}
