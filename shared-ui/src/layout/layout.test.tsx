import { render, screen, within } from '@testing-library/react';
import { CountedTitle, TitleCount } from './CountedTitle';
import { PageContainer } from './PageContainer';
import { StackList } from './StackList';
import { MutedText, SummaryRow } from './SummaryRow';
import { TwoColumns } from './TwoColumns';
import { tokens } from '../tokens';

const style = (el: Element) => window.getComputedStyle(el);

it('a page container is a centred frame, wide for lists and checkout, narrow for one form', () => {
  render(
    <>
      <PageContainer data-testid="wide">cart</PageContainer>
      <PageContainer data-testid="narrow" $width="narrow">
        addresses
      </PageContainer>
    </>,
  );
  expect(style(screen.getByTestId('wide')).maxWidth).toBe('1200px');
  expect(style(screen.getByTestId('wide')).margin).toBe('0px auto');
  expect(style(screen.getByTestId('narrow')).maxWidth).toBe('760px');
});

it('two columns: the main one takes the rest, the narrow one follows it or comes first', () => {
  render(
    <>
      <TwoColumns data-testid="summary" $side="340px" />
      <TwoColumns data-testid="sections" $side="280px" $sideFirst $gap="lg" />
    </>,
  );
  expect(style(screen.getByTestId('summary')).gridTemplateColumns).toBe('minmax(0, 1fr) 340px');
  expect(style(screen.getByTestId('summary')).gap).toBe('24px');
  expect(style(screen.getByTestId('sections')).gridTemplateColumns).toBe('280px minmax(0, 1fr)');
  expect(style(screen.getByTestId('sections')).gap).toBe('16px');
});

it('a stack list is a real list (its items counted) with no bullets, spaced by the gap asked for', () => {
  render(
    <StackList aria-label="Addresses" $gap="sm">
      <li>Home</li>
      <li>Work</li>
    </StackList>,
  );
  const list = screen.getByRole('list', { name: 'Addresses' });
  expect(within(list).getAllByRole('listitem')).toHaveLength(2);
  expect(style(list).listStyle).toBe('none');
  expect(style(list).padding).toBe('0px');
  expect(style(list).gap).toBe('8px');
});

it('a summary row pairs a label with its amount; the total is larger and heavier', () => {
  render(
    <dl>
      <SummaryRow data-testid="fee">
        <dt>Delivery</dt>
        <dd>$2.50</dd>
      </SummaryRow>
      <SummaryRow data-testid="total" $strong>
        <dt>Total</dt>
        <dd>$12.50</dd>
      </SummaryRow>
    </dl>,
  );
  expect(screen.getAllByRole('term').map((t) => t.textContent)).toEqual(['Delivery', 'Total']);
  expect(style(screen.getByTestId('fee')).justifyContent).toBe('space-between');
  expect(style(screen.getByTestId('fee')).fontWeight).toBe('400');
  expect(style(screen.getByTestId('total')).fontWeight).toBe('600');
  expect(style(screen.getByTestId('total')).fontSize).toBe('1.125rem');
});

it('muted text is a quiet paragraph', () => {
  render(<MutedText>Paid by EVC Plus</MutedText>);
  const p = screen.getByText('Paid by EVC Plus');
  expect(p.tagName).toBe('P');
  expect(style(p).fontSize).toBe('0.875rem');
});

it("a counted title is the page's h1, its count part of the heading's name but quieter", () => {
  render(
    <CountedTitle>
      Cart <TitleCount>(3 items)</TitleCount>
    </CountedTitle>,
  );
  expect(screen.getByRole('heading', { level: 1, name: 'Cart (3 items)' })).toBeDefined();
  expect(style(screen.getByText('(3 items)')).fontWeight).toBe('400');
  expect(style(screen.getByText('(3 items)')).fontSize).toBe('1rem');
});

it('a counted title is xxl unless given a size, at any heading level', () => {
  render(
    <>
      <CountedTitle>Cart</CountedTitle>
      <CountedTitle as="h2" $size="md">
        Order shipped <span>New</span>
      </CountedTitle>
    </>,
  );
  expect(style(screen.getByRole('heading', { level: 1, name: 'Cart' })).fontSize).toBe(tokens.font.size.xxl);
  const item = screen.getByRole('heading', { level: 2, name: 'Order shipped New' });
  expect(style(item).fontSize).toBe(tokens.font.size.md);
  expect(style(item).display).toBe('flex');
});
