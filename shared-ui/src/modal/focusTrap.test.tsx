import { useRef, useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useFocusTrap } from './focusTrap';

/** A panel as the phone's search panel is: mounted when open, its field focused by autoFocus. */
function Panel({ onClose }: { onClose: () => void }) {
  const sheet = useRef<HTMLDivElement>(null);
  useFocusTrap(sheet, true, { onEscape: onClose });
  return (
    <div ref={sheet} role="dialog" aria-label="Search">
      <input aria-label="Search products" autoFocus />
      <button>Search</button>
    </div>
  );
}

function Header() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>Open search</button>
      {open && <Panel onClose={() => setOpen(false)} />}
    </>
  );
}

it("a panel whose field takes the focus by autoFocus gives it back, on Escape, to the toggle that opened it", async () => {
  const user = userEvent.setup();
  render(<Header />);
  await user.click(screen.getByRole('button', { name: 'Open search' }));
  expect(screen.getByRole('textbox', { name: 'Search products' })).toHaveFocus();
  await user.keyboard('{Tab}{Tab}');
  expect(screen.getByRole('textbox', { name: 'Search products' })).toHaveFocus();
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(screen.getByRole('button', { name: 'Open search' })).toHaveFocus();
});
