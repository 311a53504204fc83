import { Link } from 'shared-router';
import { BRAND, EmptyState } from 'shared-ui';
import { usePageTitle } from 'shared-ui/tab-title';
import { useT } from '../messages';

// Texts by hook: it is drawn on the server too (the render service's frame), in the page's
// language, and hydrated in it (shell/src/server/frame.tsx, RenderedLanguage).

/** Footer pages that spec §2 links to without specifying: a polite page with a way to get help. */
export function InfoPage() {
  const t = useT();
  usePageTitle(t('infoTitle'));
  return (
    <EmptyState
      title={t('infoTitle')}
      titleAs="h1"
      text={t('infoText')}
      action={
        <p>
          <a href={`mailto:${BRAND.supportEmail}`}>{BRAND.supportEmail}</a> · <Link to="/home">{t('goHome')}</Link>
        </p>
      }
    />
  );
}
