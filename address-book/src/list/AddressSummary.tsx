import type { Ref } from 'react';
import type { Address } from 'shared-api';
import styled from 'styled-components';
import { Badge, tokens } from 'shared-ui';
import { useT } from '../messages';
import { methodOf, placeLine } from '../places';

const { colors, spacing, font } = tokens;

const Root = styled.div`
  display: grid;
  gap: ${spacing.xxs};
  min-width: 0;
  font-size: ${font.size.sm};
  color: ${colors.textMuted};
  overflow-wrap: anywhere;
`;

const Place = styled.p`
  margin: 0;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${spacing.xs} ${spacing.sm};
  font-size: ${font.size.md};
  font-weight: ${font.weight.semibold};
  color: ${colors.text};
  line-height: ${font.lineHeight.snug};
`;

const Method = styled.span<{ $express: boolean }>`
  font-weight: ${font.weight.semibold};
  color: ${(p) => (p.$express ? colors.primary : colors.textMuted)};
`;

const Line = styled.p`
  margin: 0;
`;

/**
 * One address as the shopper reads it: 'Hodan, Muqdisho, Banadir, Somalia · HAAD EXPRESS', then
 * the details and the driver's phone when there are any. With `placeRef`, the place line (and its
 * Default badge) can take the focus from a script (tabIndex -1): the card's own title, where the
 * focus goes when a button of the card, or the card before it, is gone.
 */
export function AddressSummary({ address, placeRef }: { address: Address; placeRef?: Ref<HTMLParagraphElement> }) {
  const t = useT();
  const method = methodOf(address.delivery_method);
  return (
    <Root data-testid="address-summary">
      <Place ref={placeRef} tabIndex={placeRef ? -1 : undefined}>
        <span>
          {placeLine(address)} · <Method $express={method === 'HAAD EXPRESS'}>{t(`method.${method}`)}</Method>
        </span>
        {address.is_default && <Badge tone="success">{t('default')}</Badge>}
      </Place>
      {address.details.trim() && <Line>{address.details}</Line>}
      {address.phone.trim() && <Line>{t('phoneLine', { phone: address.phone })}</Line>}
    </Root>
  );
}
