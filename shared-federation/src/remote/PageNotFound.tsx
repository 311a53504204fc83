import { useContext } from 'react';
import { Link, useLocation } from 'shared-router';
import { createMessages, EmptyState } from 'shared-ui';
import { usePageTitle } from 'shared-ui/tab-title';
import { OwnedPaths } from './ownedPaths';

export const messages = createMessages('shared-federation-not-found', {
  so: { notFoundTitle: 'Boggan lama helin', notFoundText: 'Bogga aad raadinayso ma jiro.', goHome: 'Ku noqo bogga hore' },
  en: { notFoundTitle: 'Page not found', notFoundText: 'The page you are looking for does not exist.', goHome: 'Go to the home page' },
});
// `messages`: the server's head reads the same texts (server-render/notFoundHead.ts).
const { useT } = messages;

/**
 * An address below a remote's prefix that the remote has no page for. The shell routes by prefix
 * (shell/src/routing/routeTable.ts), so each remote's router ends with this catch-all.
 */
export function PageNotFound() {
  const t = useT();
  const owns = useContext(OwnedPaths);
  const { pathname } = useLocation();
  const mine = owns(pathname);
  // Named in the tab like any page, or it keeps the title of the page the shopper came from.
  usePageTitle(mine ? t('notFoundTitle') : null);
  // The shell is taking this address to another remote: nothing to say here.
  if (!mine) return null;
  return <EmptyState title={t('notFoundTitle')} titleAs="h1" text={t('notFoundText')} action={<Link to="/home">{t('goHome')}</Link>} />;
}
