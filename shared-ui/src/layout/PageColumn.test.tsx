import { render, screen } from '@testing-library/react';
import { PageColumn } from './PageColumn';

it('a page column is centred at most 1240px wide, its parts 24px apart, 32px on a roomy page', () => {
  render(
    <>
      <PageColumn data-testid="listing">listing</PageColumn>
      <PageColumn $roomy data-testid="rows">rows</PageColumn>
    </>,
  );
  const listing = getComputedStyle(screen.getByTestId('listing'));
  expect(listing.maxWidth).toBe('1240px');
  expect(listing.margin).toBe('0px auto');
  expect(listing.gap).toBe('24px');
  expect(getComputedStyle(screen.getByTestId('rows')).gap).toBe('32px');
});
