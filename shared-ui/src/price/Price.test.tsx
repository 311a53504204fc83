import { render, screen } from '@testing-library/react';
import { Price } from './Price';
import { PercentOff } from './PercentOff';

describe('Price', () => {
  it('shows the price in dollars with 2 decimals', () => {
    render(<Price value={12.5} />);
    expect(screen.getByText('$12.50')).toBeInTheDocument();
  });

  it('shows the old price struck through when it is greater', () => {
    const { container } = render(<Price value={75} oldValue={100} />);
    expect(container.querySelector('s')).toHaveTextContent('$100.00');
  });

  it('hides the old price when it is not greater than the price', () => {
    const { container, rerender } = render(<Price value={10} oldValue={10} />);
    expect(container.querySelector('s')).toBeNull();
    rerender(<Price value={10} oldValue={8} />);
    expect(container.querySelector('s')).toBeNull();
    expect(screen.queryByText('$8.00')).toBeNull();
    rerender(<Price value={10} oldValue={null} />);
    expect(container.querySelector('s')).toBeNull();
  });
});

describe('PercentOff', () => {
  it("shows '-25%' when the old price is greater", () => {
    render(<PercentOff value={75} oldValue={100} />);
    expect(screen.getByText('-25%')).toBeInTheDocument();
    expect(screen.getByText('25% dhimis')).toBeInTheDocument();
  });

  it('renders nothing without a real discount', () => {
    const { container } = render(<PercentOff value={100} oldValue={100} />);
    expect(container).toBeEmptyDOMElement();
  });
});
