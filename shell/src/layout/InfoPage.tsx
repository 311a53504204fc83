import { Link } from 'shared-router';
import { BRAND, EmptyState } from 'shared-ui';
import { t } from '../messages';

/** Footer pages that spec §2 links to without specifying: a polite page with a way to get help. */
export function InfoPage() {
  return (
    <EmptyState
      title={t('infoTitle')}
      text={t('infoText')}
      action={
        <p>
          <a href={`mailto:${BRAND.supportEmail}`}>{BRAND.supportEmail}</a> · <Link to="/home">{t('goHome')}</Link>
        </p>
      }
    />
  );
}

export function NotFound() {
  return <EmptyState title={t('notFoundTitle')} text={t('notFoundText')} action={<Link to="/home">{t('goHome')}</Link>} />;
}
