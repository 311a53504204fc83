import { forwardRef, type ButtonHTMLAttributes, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { tokens } from '../tokens';
import { SpinnerGlyph } from '../feedback/Spinner';

const { colors, font, radii, spacing, motion } = tokens;

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

export const variantStyles: Record<ButtonVariant, ReturnType<typeof css>> = {
  primary: css`
    background: ${colors.primary};
    color: ${colors.onPrimary};
    &:hover:not(:disabled) {
      background: ${colors.primaryHover};
    }
    &:active:not(:disabled) {
      background: ${colors.primaryActive};
    }
  `,
  secondary: css`
    background: ${colors.surface};
    color: ${colors.primary};
    border-color: ${colors.primary};
    &:hover:not(:disabled) {
      background: ${colors.primarySoft};
    }
    &:active:not(:disabled) {
      background: ${colors.primarySoftActive};
    }
  `,
  ghost: css`
    background: transparent;
    color: ${colors.primary};
    &:hover:not(:disabled) {
      background: ${colors.primarySoft};
    }
    &:active:not(:disabled) {
      background: ${colors.primarySoftActive};
    }
  `,
  danger: css`
    background: ${colors.danger};
    color: ${colors.onDanger};
    &:hover:not(:disabled) {
      background: ${colors.dangerHover};
    }
    &:active:not(:disabled) {
      background: ${colors.dangerActive};
    }
  `,
};

const sizeStyles: Record<ButtonSize, ReturnType<typeof css>> = {
  sm: css`
    min-height: 32px;
    padding: 0 ${spacing.md};
    font-size: ${font.size.sm};
    gap: ${spacing.xs};
  `,
  // 44 px: a comfortable thumb target on phones.
  md: css`
    min-height: 44px;
    padding: 0 ${spacing.lg};
    font-size: ${font.size.md};
    gap: ${spacing.sm};
  `,
  lg: css`
    min-height: 52px;
    padding: 0 ${spacing.xl};
    font-size: ${font.size.lg};
    gap: ${spacing.sm};
  `,
};

const Root = styled.button<{ $variant: ButtonVariant; $size: ButtonSize; $fullWidth: boolean }>`
  position: relative;
  display: ${(p) => (p.$fullWidth ? 'flex' : 'inline-flex')};
  width: ${(p) => (p.$fullWidth ? '100%' : 'auto')};
  max-width: 100%;
  align-items: center;
  justify-content: center;
  border: 1.5px solid transparent;
  border-radius: ${radii.md};
  font-family: inherit;
  font-weight: ${font.weight.semibold};
  line-height: ${font.lineHeight.tight};
  text-align: center;
  text-decoration: none;
  cursor: pointer;
  user-select: none;
  touch-action: manipulation;
  transition:
    background-color ${motion.fast} ${motion.easing},
    border-color ${motion.fast} ${motion.easing},
    transform ${motion.fast} ${motion.easing};
  ${(p) => sizeStyles[p.$size]}
  ${(p) => variantStyles[p.$variant]}

  &:active:not(:disabled) {
    transform: translateY(1px);
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.55;
  }
  &[aria-busy='true'] {
    cursor: progress;
    opacity: 1;
  }
`;

/* The label keeps its room while loading (opacity, not display), so the button does not jump
   and keeps its accessible name. */
const Label = styled.span<{ $hidden: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: inherit;
  min-width: 0;
  opacity: ${(p) => (p.$hidden ? 0 : 1)};
`;

const Busy = styled.span`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
`;

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner and disables the button until the work is done. */
  loading?: boolean;
  fullWidth?: boolean;
  /** An icon before the label. */
  icon?: ReactNode;
  /** An icon after the label. */
  iconEnd?: ReactNode;
}

/** The shop's button. `type` defaults to 'button'; pass type="submit" in forms. */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  {
    variant = 'primary',
    size = 'md',
    loading = false,
    fullWidth = false,
    icon,
    iconEnd,
    disabled,
    type = 'button',
    children,
    ...rest
  },
  ref,
) {
  return (
    <Root
      ref={ref}
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      $variant={variant}
      $size={size}
      $fullWidth={fullWidth}
      {...rest}
    >
      <Label $hidden={loading}>
        {icon}
        {children}
        {iconEnd}
      </Label>
      {loading ? (
        <Busy>
          <SpinnerGlyph size={size === 'sm' ? 16 : 20} />
        </Busy>
      ) : null}
    </Root>
  );
});
