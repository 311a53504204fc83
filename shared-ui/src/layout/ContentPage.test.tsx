import { render, screen } from '@testing-library/react';
import { tokens } from '../tokens';
import { ContentPage, ContentSection } from './ContentPage';
import { PlainList } from './PlainList';
import { StackList } from './StackList';

it('a content page reads at most 760px wide, its parts 16px apart, with h2 headings a step above the text (lg)', () => {
  render(
    <ContentPage data-testid="page">
      <ContentSection data-testid="section">
        <h2>Waxa aan ururino</h2>
        <p>Magacaaga iyo cinwaankaaga.</p>
      </ContentSection>
    </ContentPage>,
  );
  const page = getComputedStyle(screen.getByTestId('page'));
  expect(page.maxWidth).toBe('760px');
  expect(page.gap).toBe('16px');
  expect(page.lineHeight).toBe('1.6');
  expect(screen.getByTestId('page').tagName).toBe('ARTICLE');
  expect(getComputedStyle(screen.getByRole('heading', { level: 2 })).fontSize).toBe(tokens.font.size.lg);
  expect(getComputedStyle(screen.getByTestId('section')).gap).toBe('4px');
});

it('a plain list has no bullets, indent or margins, and a stack list is one', () => {
  render(
    <>
      <PlainList data-testid="plain"><li>a</li></PlainList>
      <StackList data-testid="stack"><li>b</li></StackList>
    </>,
  );
  for (const id of ['plain', 'stack']) {
    const look = getComputedStyle(screen.getByTestId(id));
    expect(look.listStyle).toBe('none');
    expect(look.margin).toBe('0px');
    expect(look.padding).toBe('0px');
  }
  expect(screen.getAllByRole('list')).toHaveLength(2);
});
