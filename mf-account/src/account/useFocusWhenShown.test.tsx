import { act, render, screen } from '@testing-library/react';
import { useRef, useState } from 'react';
import { useFocusWhenShown } from './useFocusWhenShown';

let show: (text: string | null) => void;
function Outcome() {
  const [text, setText] = useState<string | null>(null);
  show = setText;
  const ref = useRef<HTMLDivElement>(null);
  useFocusWhenShown(ref, text);
  return (
    <>
      <button type="button">Send</button>
      {text && (
        <div ref={ref} tabIndex={-1} role="status">
          {text}
        </div>
      )}
    </>
  );
}

it('focuses what is shown as soon as it is drawn, each time it is shown anew, and nothing while it is empty', async () => {
  render(<Outcome />);
  screen.getByRole('button').focus();
  act(() => show(null));
  expect(screen.getByRole('button')).toHaveFocus();
  // Shown from outside an event (an answer arriving): focused in the same act, no timer needed.
  await act(async () => show('Sent'));
  expect(screen.getByRole('status')).toHaveFocus();
  screen.getByRole('button').focus();
  await act(async () => show(null));
  await act(async () => show('Sent again'));
  expect(screen.getByRole('status')).toHaveFocus();
});
