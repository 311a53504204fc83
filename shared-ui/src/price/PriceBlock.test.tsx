import { render, screen } from '@testing-library/react';
import { PriceBlock } from './PriceBlock';

it('the price, the old price struck through, its percent off, then what follows on the line', () => {
  const { container } = render(
    <PriceBlock value={75} oldValue={100}>
      <span>4.5 stars</span>
    </PriceBlock>,
  );
  expect(screen.getByText('$75.00')).toBeInTheDocument();
  expect(container.querySelector('s')).toHaveTextContent('$100.00');
  expect(screen.getByText('-25%')).toBeInTheDocument();
  expect(container.firstElementChild!.lastElementChild).toHaveTextContent('4.5 stars');
});

it('no discount: no old price and no percent', () => {
  const { container } = render(<PriceBlock value={10} oldValue={null} />);
  expect(screen.getByText('$10.00')).toBeInTheDocument();
  expect(container.querySelector('s')).toBeNull();
  expect(screen.queryByText(/%/)).toBeNull();
});
