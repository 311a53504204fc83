import { useId, useRef, type MouseEvent, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import styled, { keyframes } from 'styled-components';
import { tokens } from '../tokens';
import { useT } from '../messages';
import { CloseIcon } from '../icons';
import { IconButton } from '../button/IconButton';
import { VisuallyHidden } from '../a11y/VisuallyHidden';
import { useBodyScrollLock } from './scrollLock';
import { useFocusTrap } from './focusTrap';

const { colors, spacing, radii, shadows, font, zIndex, media, motion } = tokens;

const WIDTHS = { sm: 400, md: 520, lg: 720 } as const;
export type ModalSize = keyof typeof WIDTHS;

const fadeIn = keyframes`from { opacity: 0; }`;
const popIn = keyframes`from { opacity: 0; transform: translateY(8px) scale(0.98); }`;
const slideUp = keyframes`from { transform: translateY(100%); }`;

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${zIndex.modal};
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${spacing.lg};
  background: ${colors.overlay};
  animation: ${fadeIn} ${motion.normal} ${motion.easing};
  ${media.mobile} {
    align-items: flex-end;
    padding: 0;
  }
`;

/* On phones the dialog is a bottom sheet: thumbs reach it and the keyboard does not hide it. */
const Panel = styled.div<{ $size: ModalSize }>`
  display: flex;
  flex-direction: column;
  width: 100%;
  max-width: ${(p) => WIDTHS[p.$size]}px;
  max-height: calc(100vh - 32px);
  max-height: calc(100dvh - 32px);
  overflow: hidden;
  background: ${colors.surface};
  color: ${colors.text};
  border-radius: ${radii.xl};
  box-shadow: ${shadows.lg};
  animation: ${popIn} ${motion.normal} ${motion.easing};
  &:focus {
    outline: none;
  }
  ${media.mobile} {
    max-width: none;
    max-height: calc(100dvh - 24px);
    border-radius: ${radii.xl} ${radii.xl} 0 0;
    padding-bottom: env(safe-area-inset-bottom);
    animation-name: ${slideUp};
  }
`;

const Header = styled.div`
  display: flex;
  align-items: center;
  gap: ${spacing.sm};
  min-height: 56px;
  padding: ${spacing.sm} ${spacing.sm} ${spacing.sm} ${spacing.xl};
  border-bottom: 1px solid ${colors.border};
  ${media.mobile} {
    padding-left: ${spacing.lg};
  }
`;

const Title = styled.h2`
  flex: 1;
  min-width: 0;
  font-size: ${font.size.xl};
  font-weight: ${font.weight.semibold};
  line-height: ${font.lineHeight.snug};
  overflow-wrap: anywhere;
`;

const Body = styled.div`
  flex: 1;
  min-height: 0;
  overflow-y: auto;
  overscroll-behavior: contain;
  padding: ${spacing.xl};
  ${media.mobile} {
    padding: ${spacing.lg};
  }
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${spacing.sm};
  padding: ${spacing.md} ${spacing.xl};
  border-top: 1px solid ${colors.border};
  ${media.mobile} {
    padding: ${spacing.md} ${spacing.lg};
    & > * {
      flex: 1 1 auto;
    }
  }
`;

const CloseButton = styled(IconButton)`
  margin-left: auto;
  color: ${colors.textMuted};
`;

export interface ModalProps {
  open: boolean;
  /** Called on Escape, on a tap on the backdrop and on the close button. */
  onClose: () => void;
  /** Names the dialog (aria-labelledby). */
  title: ReactNode;
  /** Keep the title for screen readers only (for dialogs that show their own heading). */
  hideTitle?: boolean;
  children?: ReactNode;
  /** Actions under the content (buttons). */
  footer?: ReactNode;
  size?: ModalSize;
  /** Focused on open instead of the first focusable element (e.g. the e-mail field). */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** Set false where a stray tap must not lose the user's input. */
  closeOnBackdrop?: boolean;
  className?: string;
}

/** An accessible dialog in a portal: focus trapped and returned, page scroll locked. */
export function Modal(props: ModalProps) {
  if (!props.open || typeof document === 'undefined') return null;
  return createPortal(<OpenModal {...props} />, document.body);
}

function OpenModal({
  onClose,
  title,
  hideTitle = false,
  children,
  footer,
  size = 'md',
  initialFocusRef,
  closeOnBackdrop = true,
  className,
}: ModalProps) {
  const t = useT();
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  // A press that starts inside (selecting text) and ends on the backdrop must not close it.
  const pressStartedOnBackdrop = useRef(false);

  useBodyScrollLock(true);
  useFocusTrap(panelRef, true, { initialFocusRef, onEscape: onClose });

  const onBackdropDown = (event: MouseEvent) => {
    pressStartedOnBackdrop.current = event.target === event.currentTarget;
  };
  const onBackdropClick = (event: MouseEvent) => {
    if (closeOnBackdrop && pressStartedOnBackdrop.current && event.target === event.currentTarget)
      onClose();
    pressStartedOnBackdrop.current = false;
  };

  const heading = <Title id={titleId}>{title}</Title>;
  return (
    <Backdrop onMouseDown={onBackdropDown} onClick={onBackdropClick} data-testid="modal-backdrop">
      <Panel
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        $size={size}
        className={className}
      >
        <Header>
          {hideTitle ? <VisuallyHidden as="div">{heading}</VisuallyHidden> : heading}
          <CloseButton aria-label={t('close')} onClick={onClose}>
            <CloseIcon size={22} />
          </CloseButton>
        </Header>
        <Body>{children}</Body>
        {footer ? <Footer>{footer}</Footer> : null}
      </Panel>
    </Backdrop>
  );
}
