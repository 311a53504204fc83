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
