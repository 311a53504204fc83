import { createRef } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from './Button';
import { IconButton } from './IconButton';
import { HeartIcon } from '../icons';

describe('Button', () => {
  it('calls onClick and is a plain button by default (never submits a form by accident)', async () => {
    const onClick = jest.fn();
    render(<Button onClick={onClick}>Add to cart</Button>);
    const button = screen.getByRole('button', { name: 'Add to cart' });
    expect(button).toHaveAttribute('type', 'button');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('loading disables it, keeps its name and ignores clicks', async () => {
    const onClick = jest.fn();
    render(
      <Button loading onClick={onClick}>
        Pay now
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Pay now' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('forwards its ref and other button props', () => {
    const ref = createRef<HTMLButtonElement>();
    render(
      <Button ref={ref} type="submit" form="checkout" data-testid="pay">
        Pay
      </Button>,
    );
    expect(ref.current).toBe(screen.getByTestId('pay'));
    expect(ref.current).toHaveAttribute('type', 'submit');
    expect(ref.current).toHaveAttribute('form', 'checkout');
  });

  it('is reachable and pressable with the keyboard', async () => {
    const onClick = jest.fn();
    render(<Button onClick={onClick}>Checkout</Button>);
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Checkout' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});

describe('IconButton', () => {
  it('has its label as accessible name and hides the icon', () => {
    render(
      <IconButton aria-label="Add to wishlist">
        <HeartIcon />
      </IconButton>,
    );
    const button = screen.getByRole('button', { name: 'Add to wishlist' });
    expect(button.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('does not compile without aria-label', () => {
    // @ts-expect-error: aria-label is required
    const unlabelled = <IconButton>x</IconButton>;
    render(unlabelled);
    expect(screen.getByRole('button')).not.toHaveAttribute('aria-label');
  });
});
