// shared-ui/modal: the modal dialog and its scroll lock. An entry of its own, shared apart from the
// rest of shared-ui, so a page loads it with its first dialog instead of with every first load.
export { Modal, type ModalProps, type ModalSize } from './Modal';
export { useBodyScrollLock, lockBodyScroll } from './scrollLock';
