import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { BackLink } from './BackLink';

/** A router's Link in miniature: it takes `to`, as shared-router's does. */
function RouterLink({ to, className, children }: { to: string; className?: string; children?: ReactNode }) {
  return (
    <a href={`#router${to}`} className={className} data-router-link="">
      {children}
    </a>
  );
}

it('the way back renders the link it is given, named by where it goes, the chevron hidden from screen readers', () => {
  render(
    <BackLink as={RouterLink} to="/account">
      My account
    </BackLink>,
  );
  const link = screen.getByRole('link', { name: 'My account' });
  expect(link).toHaveAttribute('href', '#router/account');
  expect(link).toHaveAttribute('data-router-link');
  expect(link.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  expect(getComputedStyle(link).minHeight).toBe('44px');
});

it('a plain anchor works too (a page outside the router)', () => {
  render(
    <BackLink as="a" href="/home">
      Home
    </BackLink>,
  );
  expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/home');
});
