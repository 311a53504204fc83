import { render, screen } from '@testing-library/react';
import { tokens } from '../tokens';
import { Notice } from './Notice';

const style = (el: Element) => window.getComputedStyle(el);

it("a notice's tone colours its edge and background; lg is roomier", () => {
  render(
    <>
      <Notice $tone="danger" role="alert">
        Declined
      </Notice>
      <Notice $tone="success" $size="lg" role="status">
        Paid
      </Notice>
    </>,
  );
  const declined = screen.getByRole('alert');
  expect(style(declined).borderLeftWidth).toBe('4px');
  expect(style(declined).padding).toBe(tokens.spacing.md);
  const paid = screen.getByRole('status');
  expect(style(paid).padding).toBe(tokens.spacing.lg);
  expect(style(paid).borderRadius).toBe(tokens.radii.lg);
});

it('a notice that takes the focus can hold it (the answer to a payment)', () => {
  render(
    <Notice $tone="info" tabIndex={-1} data-testid="n">
      <p>Waiting for your phone</p>
    </Notice>,
  );
  screen.getByTestId('n').focus();
  expect(screen.getByTestId('n')).toHaveFocus();
});
