import { forwardRef, type ButtonHTMLAttributes, type ReactNode } from 'react';
import styled from 'styled-components';
import { tokens } from '../tokens';
import { variantStyles, type ButtonVariant } from './Button';

const SIZES = { sm: 32, md: 44, lg: 52 } as const;
export type IconButtonSize = keyof typeof SIZES;

const Root = styled.button<{ $variant: ButtonVariant; $size: IconButtonSize }>`
  position: relative;
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: ${(p) => SIZES[p.$size]}px;
  height: ${(p) => SIZES[p.$size]}px;
  padding: 0;
  border: 1.5px solid transparent;
  border-radius: ${tokens.radii.circle};
  cursor: pointer;
  touch-action: manipulation;
  transition: background-color ${tokens.motion.fast} ${tokens.motion.easing};
  ${(p) => variantStyles[p.$variant]}
  &:disabled {
    cursor: not-allowed;
    opacity: 0.55;
  }
`;

export interface IconButtonProps extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'aria-label'
> {
  /** Required: an icon alone says nothing to a screen reader. */
  'aria-label': string;
  /** The icon (decorative: it is hidden from screen readers). */
  children: ReactNode;
  variant?: ButtonVariant;
  size?: IconButtonSize;
}

/** A round button holding only an icon (wishlist heart, menu, close, play/mute). */
export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
  { variant = 'ghost', size = 'md', type = 'button', children, ...rest },
  ref,
) {
  return (
    <Root ref={ref} type={type} $variant={variant} $size={size} {...rest}>
      {children}
    </Root>
  );
});
