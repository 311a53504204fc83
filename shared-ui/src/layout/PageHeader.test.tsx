import { render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { PageHeader } from './PageHeader';

it("a page's one h1 with its intro, in a header; a ref makes the heading focusable", () => {
  const ref = createRef<HTMLHeadingElement>();
  render(<PageHeader eyebrow="My account" title="Track an order" intro="Enter your order number." titleRef={ref} />);
  const heading = screen.getByRole('heading', { level: 1, name: 'Track an order' });
  expect(heading.closest('header')).toHaveTextContent('My accountTrack an orderEnter your order number.');
  expect(screen.getByText('Enter your order number.').tagName).toBe('P');
  ref.current!.focus();
  expect(heading).toHaveFocus();
});

it('an action stands beside the title, in the header, after the heading', () => {
  render(<PageHeader title="Suuq Live" intro="Shows on now" action={<a href="/live">Watch live</a>} />);
  const heading = screen.getByRole('heading', { level: 1, name: 'Suuq Live' });
  const action = screen.getByRole('link', { name: 'Watch live' });
  expect(action.parentElement).toBe(heading.parentElement);
  expect(heading.closest('header')).toContainElement(action);
  expect(heading.compareDocumentPosition(action) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
});
