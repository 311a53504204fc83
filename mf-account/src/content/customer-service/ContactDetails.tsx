import styled from 'styled-components';
import { BRAND, media, tokens } from 'shared-ui';
// From its file: the phone and hours ship with this page, not in every first load (BRAND's place).
import { SUPPORT_CONTACT } from 'shared-ui/support-contact';
import * as S from '../../wallet/styles';
import { useT } from './messages';

const { colors, font, spacing } = tokens;

const Ways = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${spacing.md} ${spacing.xl};
  margin: 0;
  ${media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
  dt {
    font-weight: ${font.weight.semibold};
    color: ${colors.textMuted};
    font-size: ${font.size.sm};
  }
  dd {
    margin: ${spacing.xxs} 0 0;
    overflow-wrap: anywhere;
  }
  dd a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    color: ${colors.primary};
    font-weight: ${font.weight.semibold};
  }
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

/** '+252610000000' → '+252 61 000 0000' (a Somali number as shoppers write it); others as they are. */
export function phoneForReading(phone: string): string {
  const m = /^\+252(\d{2})(\d{3})(\d{4})$/.exec(phone);
  return m ? `+252 ${m[1]} ${m[2]} ${m[3]}` : phone;
}

/**
 * How to reach customer service: WhatsApp, phone, e-mail, opening hours and the shop's address,
 * from shared-ui's BRAND (what the footer reads too) and SUPPORT_CONTACT (the same number).
 */
export function ContactDetails({ headingId }: { headingId: string }) {
  const t = useT();
  const day = (d: number) => t(`day:${d}` as 'day:0');
  const phone = phoneForReading(SUPPORT_CONTACT.phone);
  return (
    <S.Card aria-labelledby={headingId}>
      <h2 id={headingId}>{t('reachTitle')}</h2>
      <Ways>
        <div>
          <dt>{t('whatsapp')}</dt>
          <dd>
            <a href={BRAND.social.whatsapp} target="_blank" rel="noopener noreferrer">
              {t('whatsappAction')}
            </a>
            <S.Muted>{phone}</S.Muted>
          </dd>
        </div>
        <div>
          <dt>{t('phone')}</dt>
          <dd>
            <a href={`tel:${SUPPORT_CONTACT.phone}`}>{phone}</a>
          </dd>
        </div>
        <div>
          <dt>{t('email')}</dt>
          <dd>
            <a href={`mailto:${BRAND.supportEmail}`}>{BRAND.supportEmail}</a>
          </dd>
        </div>
        <div>
          <dt>{t('hours')}</dt>
          <dd>
            <ul>
              {SUPPORT_CONTACT.hours.map((h) => (
                <li key={h.first}>
                  {t('hoursLine', {
                    days: h.first === h.last ? day(h.first) : t('dayRange', { first: day(h.first), last: day(h.last) }),
                    open: h.open,
                    close: h.close,
                  })}
                </li>
              ))}
            </ul>
            <S.Muted>{t('hoursZone')}</S.Muted>
          </dd>
        </div>
        <div>
          <dt>{t('visit')}</dt>
          <dd>
            <address style={{ fontStyle: 'normal' }}>{BRAND.address}</address>
          </dd>
        </div>
      </Ways>
    </S.Card>
  );
}
