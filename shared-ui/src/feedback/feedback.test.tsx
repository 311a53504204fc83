import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Spinner } from './Spinner';
import { Skeleton } from './Skeleton';
import { EmptyState, ErrorState } from './States';

describe('Spinner', () => {
  it('is a status with the default-language label', () => {
    render(<Spinner />);
    expect(screen.getByRole('status', { name: 'Soo dejinaya…' })).toBeInTheDocument();
  });

  it('takes its own label', () => {
    render(<Spinner label="Loading orders" />);
    expect(screen.getByRole('status', { name: 'Loading orders' })).toBeInTheDocument();
  });
});

describe('Skeleton', () => {
  it('has the fixed size it is given and is hidden from screen readers', () => {
    const { container } = render(<Skeleton width={120} height={16} />);
    const block = container.firstElementChild as HTMLElement;
    expect(block).toHaveStyle({ width: '120px', height: '16px' });
    expect(block).toHaveAttribute('aria-hidden', 'true');
  });
});

describe('EmptyState and ErrorState', () => {
  it('an empty state shows its title, text and action', async () => {
    const onAction = jest.fn();
    render(
      <EmptyState
        title="Your cart is empty"
        text="Add products"
        actionLabel="Shop now"
        onAction={onAction}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Your cart is empty' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Shop now' }));
    expect(onAction).toHaveBeenCalledTimes(1);
  });

  it('an error state is an alert with a Try Again button by default', async () => {
    const retry = jest.fn();
    render(<ErrorState onAction={retry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Wax khalad ah ayaa dhacay');
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('shows no button without an action', () => {
    render(<ErrorState title="Offline" />);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('titles with an h2 by default, and with the element asked for where the state is the page', () => {
    render(
      <>
        <EmptyState title="Nothing yet" />
        <EmptyState title="Page not found" titleAs="h1" />
        <ErrorState title="Product not found" titleAs="h1" />
      </>,
    );
    expect(screen.getByRole('heading', { name: 'Nothing yet' })).toHaveProperty('tagName', 'H2');
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Product not found' })).toBeInTheDocument();
  });
});
