import { useState } from 'react';
import styled from 'styled-components';
import { Link } from 'shared-router';
import { api, type Address } from 'shared-api';
import { Button, cardSurfaceStyles, Skeleton, tokens } from 'shared-ui';
import { useT } from './messages';
import { useT as useProfileT } from '../profile/messages';
import { useT as useOrdersT } from '../orders/messages';
import { useCall } from '../orders/useCall';
import { loadProfile } from '../profile/ProfileForm';

const { colors, font, spacing } = tokens;

const Card = styled.section`
  ${cardSurfaceStyles}
  display: grid;
  gap: ${spacing.sm};
  padding: ${spacing.lg};
  overflow-wrap: anywhere;
  h2 {
    margin: 0;
    font-size: ${font.size.lg};
  }
  dl {
    display: grid;
    gap: ${spacing.sm};
    margin: 0;
  }
  dt {
    color: ${colors.textMuted};
    font-size: ${font.size.sm};
  }
  dd {
    margin: 0;
  }
  a {
    color: ${colors.primary};
    font-weight: ${font.weight.semibold};
  }
`;

const Failed = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${spacing.sm};
  p {
    margin: 0;
  }
`;

/** One line a courier can read: district, city, region, and the landmark. */
export const addressLine = (a: Address) =>
  [a.details, a.district, a.city, a.region, a.country].filter((p) => p && p.trim()).join(', ');

/**
 * Who the account is (name, e-mail, phone) and where orders go by default (spec §3). A failed
 * call leaves its lines out, says so and offers Try again; the page is still the shopper's account.
 */
export function ProfileSummary({ sessionName }: { sessionName?: string }) {
  const t = useT();
  const profileT = useProfileT();
  const ordersT = useOrdersT();
  const [round, setRound] = useState(0);
  const profile = useCall(loadProfile, `profile:${round}`);
  const addresses = useCall(() => api.call('addresses', {}), `addresses:${round}`);
  const p = profile.status === 'ready' ? profile.value.profile : null;
  const list = addresses.status === 'ready' ? addresses.value.addresses : [];
  const preferred =
    addresses.status === 'ready'
      ? (list.find((a) => a.id === addresses.value.default_address_id) ??
        list.find((a) => a.is_default) ??
        list[0])
      : undefined;

  return (
    <Card aria-labelledby="account-profile-title">
      <h2 id="account-profile-title">{t('account.profile')}</h2>
      {profile.status === 'loading' && <Skeleton height={64} />}
      <dl>
        {(p?.name || sessionName) && (
          <div>
            <dt>{profileT('profile.name')}</dt>
            <dd>{p?.name ?? sessionName}</dd>
          </div>
        )}
        {p && (
          <>
            <div>
              <dt>{t('account.email')}</dt>
              <dd>{p.email}</dd>
            </div>
            <div>
              <dt>{t('account.phone')}</dt>
              <dd dir="ltr">{p.full_phone || `${p.country_code}${p.phone}`}</dd>
            </div>
          </>
        )}
        {addresses.status === 'ready' && (
          <div>
            <dt>{t('account.defaultAddress')}</dt>
            <dd>
              {preferred ? addressLine(preferred) : t('account.noAddress')}{' '}
              <Link to="/manage-address">
                {preferred ? t('account.changeAddress') : t('account.addAddress')}
              </Link>
            </dd>
          </div>
        )}
      </dl>
      {(profile.status === 'error' || addresses.status === 'error') && (
        <Failed>
          <p role="status">{t('account.profileFailed')}</p>
          <Button variant="secondary" size="sm" aria-label={t('account.profileTryAgain')} onClick={() => setRound((n) => n + 1)}>
            {ordersT('orders.tryAgain')}
          </Button>
        </Failed>
      )}
    </Card>
  );
}
