import { useState } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Modal } from './Modal';
import { setLanguage } from '../i18n';

function Shop({ onClose = () => {} }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>Login</button>
      <Modal
        open={open}
        title="Login"
        onClose={() => {
          onClose();
          setOpen(false);
        }}
        footer={<button>Submit</button>}
      >
        <input aria-label="Email or phone" />
      </Modal>
    </>
  );
}

async function openModal() {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Login' }));
  return user;
}

afterEach(() => act(() => setLanguage('so')));

describe('Modal', () => {
  it('is a modal dialog named by its title, with focus inside', async () => {
    render(<Shop />);
    await openModal();
    const dialog = screen.getByRole('dialog', { name: 'Login' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });

  it('closes on Escape and returns focus to the button that opened it', async () => {
    const onClose = jest.fn();
    render(<Shop onClose={onClose} />);
    const user = await openModal();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Login' })).toHaveFocus();
  });

  it('an Escape a control inside uses for itself (closing its list) does not close the dialog', async () => {
    const onClose = jest.fn();
    render(<Shop onClose={onClose} />);
    const user = await openModal();
    const field = screen.getByLabelText('Email or phone');
    field.addEventListener('keydown', (e) => {
      if (e.key === 'Escape') e.preventDefault();
    });
    await user.click(field);
    await user.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('closes on a tap on the backdrop but not on a tap inside', async () => {
    render(<Shop />);
    const user = await openModal();
    await user.click(screen.getByLabelText('Email or phone'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.click(screen.getByTestId('modal-backdrop'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Login' })).toHaveFocus();
  });

  it('closes with its labelled close button', async () => {
    act(() => setLanguage('en'));
    render(<Shop />);
    const user = await openModal();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps Tab inside the dialog', async () => {
    render(<Shop />);
    const user = await openModal();
    const dialog = screen.getByRole('dialog');
    for (let i = 0; i < 5; i += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await user.tab({ shift: true });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });

  it('locks page scroll while open and restores it on close', async () => {
    document.body.style.overflow = 'auto';
    render(<Shop />);
    const user = await openModal();
    expect(document.body.style.overflow).toBe('hidden');
    await user.keyboard('{Escape}');
    expect(document.body.style.overflow).toBe('auto');
  });
});
