import type { ComponentPropsWithoutRef, ElementType, ReactNode } from 'react';
import styled from 'styled-components';
import { ChevronLeftIcon, tokens } from 'shared-ui';

const { colors, font, spacing } = tokens;

const Anchor = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${spacing.xxs};
  justify-self: start;
  min-height: 44px;
  color: ${colors.primary};
  font-weight: ${font.weight.semibold};
  text-decoration: none;

  &:hover {
    text-decoration: underline;
  }
`;

/**
 * `as` is the link to render (the router's Link in a remote, 'a' elsewhere): the design system
 * does not depend on a router, so the page gives it its own.
 */
export type BackLinkProps<C extends ElementType> = { as: C; children: ReactNode } & Omit<
  ComponentPropsWithoutRef<C>,
  'as' | 'children'
>;

/** The way back from a page to the one above it (home, My account): a chevron and where it goes. */
export function BackLink<C extends ElementType>({ as, children, ...link }: BackLinkProps<C>) {
  return (
    <Anchor as={as} {...link}>
      <ChevronLeftIcon size={18} />
      {children}
    </Anchor>
  );
}
