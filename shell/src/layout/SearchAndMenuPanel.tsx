import { useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { HeartIcon, HomeIcon, tokens } from 'shared-ui';
import { useFocusTrap } from 'shared-ui/modal';
import { t } from '../messages';
import type { useLoginGuard } from '../session/useSession';
import { LiveLabel } from './LiveMark';
import { LIVE_PATH } from '../routing/routeTable';
import { NavItem } from './NavItem';
import { LanguageSwitch } from './LanguageSwitch';
import { SearchBox } from './SearchBox';

const Panel = styled.div`
  position: fixed;
  inset: 56px 0 auto 0;
  z-index: ${tokens.zIndex.panel};
  background: ${tokens.colors.surface};
  padding: ${tokens.spacing.lg};
  box-shadow: ${tokens.shadows.lg};
`;
const Drawer = styled.nav`
  position: fixed;
  top: 56px;
  right: 0;
  bottom: 0;
  width: min(80vw, 320px);
  z-index: ${tokens.zIndex.panel};
  background: ${tokens.colors.surface};
  padding: ${tokens.spacing.lg};
  display: flex;
  flex-direction: column;
  gap: ${tokens.spacing.md};
  box-shadow: ${tokens.shadows.lg};
`;
// Starts under the compact header, so its toggles stay tappable: one tap swaps panels.
const Backdrop = styled.div`
  position: fixed;
  inset: 56px 0 0 0;
  z-index: ${tokens.zIndex.backdrop};
  background: ${tokens.colors.overlay};
`;

const Heading = styled.h2`
  margin: 0 0 ${tokens.spacing.md};
  font-size: ${tokens.font.size.lg};
`;


export interface SearchAndMenuPanelProps {
  panel: 'search' | 'menu';
  onClose: () => void;
  /** Login/Register or Logout, as the header shows it. */
  account: ReactNode;
  /** Sends a logged-out shopper to the login popup instead of a protected page. */
  guard: ReturnType<typeof useLoginGuard>;
}

/**
 * The compact header's search panel ('Search Products') and slide-in menu (spec §2), over a dark
 * backdrop that closes them, as does Escape. Focus moves in and stays in while one is open, and
 * goes back to its toggle after.
 */
export function SearchAndMenuPanel({ panel, onClose, account, guard }: SearchAndMenuPanelProps) {
  const sheet = useRef<HTMLDivElement>(null);
  useFocusTrap(sheet, true, { onEscape: onClose });
  return (
    <>
      <Backdrop data-testid="backdrop" onClick={onClose} />
      {panel === 'search' ? (
        <Panel ref={sheet} role="dialog" aria-label={t('openSearch')}>
          <Heading>{t('openSearch')}</Heading>
          <SearchBox autoFocus />
        </Panel>
      ) : (
        <Drawer ref={sheet} aria-label={t('menu')}>
          <NavItem to="/home">
            <HomeIcon /> {t('home')}
          </NavItem>
          <NavItem to={LIVE_PATH}>
            <LiveLabel />
          </NavItem>
          <NavItem to="/advisor" onClick={guard('/advisor')}>
            {t('advisor')}
          </NavItem>
          <NavItem to="/wishlist" onClick={guard('/wishlist')}>
            <HeartIcon /> {t('wishlist')}
          </NavItem>
          {account}
          <LanguageSwitch />
        </Drawer>
      )}
    </>
  );
}
