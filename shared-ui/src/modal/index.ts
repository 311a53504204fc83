// shared-ui/modal: dialogs and panels (the modal, its scroll lock, the focus trap). An entry of its
// own, shared apart from the rest of shared-ui, so a page loads it with the first dialog or panel
// a shopper opens instead of with every first load.
export { Modal, type ModalProps, type ModalSize } from './Modal';
export { useBodyScrollLock, lockBodyScroll } from './scrollLock';
export { useFocusTrap, type FocusTrapOptions } from './focusTrap';
