import { useRef } from 'react';
import { Link } from 'shared-router';
import styled, { keyframes } from 'styled-components';
import { Button, CloseIcon, IconButton, Skeleton, tokens } from 'shared-ui';
import { useFocusTrap } from 'shared-ui/modal';
import { RemoteFragment } from '../fragments';
import { t } from '../messages';

const slideIn = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(0); }
`;
const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${tokens.zIndex.backdrop};
  background: ${tokens.colors.overlay};
`;
const Sheet = styled.div`
  position: fixed;
  top: 0;
  left: 0;
  bottom: 0;
  width: min(88vw, 360px);
  z-index: ${tokens.zIndex.panel};
  background: ${tokens.colors.surface};
  box-shadow: ${tokens.shadows.lg};
  display: flex;
  flex-direction: column;
  animation: ${slideIn} ${tokens.motion.normal} ${tokens.motion.easing};
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;
const Head = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  padding: ${tokens.spacing.md} ${tokens.spacing.lg};
  border-bottom: 1px solid ${tokens.colors.border};
  h2 {
    margin: 0;
    font-size: ${tokens.font.size.lg};
  }
`;
const Body = styled.div`
  flex: 1;
  overflow-y: auto;
  padding: ${tokens.spacing.lg};
  /* The mobile bottom bar (56 px) stays above the sheet: the last row must not hide under it. */
  padding-bottom: calc(56px + env(safe-area-inset-bottom) + ${tokens.spacing.lg});
`;
const Fallback = styled.div`
  display: grid;
  gap: ${tokens.spacing.sm};
  a {
    color: ${tokens.colors.primary};
    font-weight: ${tokens.font.weight.semibold};
    min-height: 44px;
    display: inline-flex;
    align-items: center;
  }
`;

const Failed = styled.p`
  margin: 0;
  color: ${tokens.colors.textMuted};
`;

/**
 * While the catalogue's panel loads: its rows to come. When it could not be loaded, that, and Try
 * again (coming back online tries again too). Either way, a way to the categories page.
 */
function PanelFallback({ onClose, retry }: { onClose: () => void; retry?: () => void }) {
  return (
    <Fallback>
      {retry ? (
        <>
          <Failed role="alert">{t('categoriesFailed')}</Failed>
          <Button variant="secondary" onClick={retry}>
            {t('tryAgain')}
          </Button>
        </>
      ) : (
        <>
          <Skeleton height={40} />
          <Skeleton height={40} />
        </>
      )}
      <Link to="/category" onClick={onClose}>
        {t('allCategories')}
      </Link>
    </Fallback>
  );
}

/**
 * The mobile categories panel (spec §2), shown while it is open: slides in over a dark backdrop
 * that closes it, as do Escape and the close button. Its content (first 4 categories, See More,
 * Back) is the catalogue's `categories-panel` fragment, which calls onClose after the shopper
 * picks one.
 */
export function CategoriesPanel({ onClose }: { onClose: () => void }) {
  const sheet = useRef<HTMLDivElement>(null);
  useFocusTrap(sheet, true, { onEscape: onClose });
  return (
    <>
      <Backdrop data-testid="categories-backdrop" onClick={onClose} />
      <Sheet ref={sheet} role="dialog" aria-modal="true" aria-labelledby="categories-panel-title">
        <Head>
          <h2 id="categories-panel-title">{t('categories')}</h2>
          <IconButton aria-label={t('closeCategories')} onClick={onClose}>
            <CloseIcon />
          </IconButton>
        </Head>
        <Body>
          <RemoteFragment
            remote="mf-catalogue"
            module="categories-panel"
            props={{ onClose }}
            fallback={<PanelFallback onClose={onClose} />}
            failed={(retry) => <PanelFallback onClose={onClose} retry={retry} />}
          />
        </Body>
      </Sheet>
    </>
  );
}
