import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { getBus, type Toast } from 'shared-events';
import { tokens } from 'shared-ui';

/** Spec §9: a toast stays 3 s unless it asks for another duration. */
export const TOAST_MS = 3000;

const Stack = styled.div`
  position: fixed;
  left: 50%;
  transform: translateX(-50%);
  bottom: calc(${tokens.spacing.xl} + 64px);
  z-index: ${tokens.zIndex.toast};
  display: grid;
  gap: ${tokens.spacing.sm};
  width: min(92vw, 420px);
  pointer-events: none;
  ${tokens.media.desktop} {
    bottom: ${tokens.spacing.xl};
  }
`;
const Item = styled.div<{ $kind: Toast['kind'] }>`
  pointer-events: auto;
  padding: ${tokens.spacing.md} ${tokens.spacing.lg};
  border-radius: ${tokens.radii.md};
  box-shadow: ${tokens.shadows.lg};
  font-weight: ${tokens.font.weight.medium};
  color: #fff;
  background: ${({ $kind }) =>
    $kind === 'success' ? tokens.colors.success : $kind === 'error' ? tokens.colors.danger : tokens.colors.text};
`;

interface Shown extends Toast {
  key: number;
}

/** Shows every toast:show on the bus, whoever sent it; screen readers hear it too. */
export function Toaster() {
  const [toasts, setToasts] = useState<Shown[]>([]);
  useEffect(() => {
    let next = 0;
    const timers = new Set<ReturnType<typeof setTimeout>>();
    const sub = getBus()
      .on('toast:show')
      .subscribe((toast) => {
        const key = ++next;
        setToasts((list) => [...list.slice(-2), { ...toast, key }]);
        const timer = setTimeout(() => {
          timers.delete(timer);
          setToasts((list) => list.filter((x) => x.key !== key));
        }, toast.durationMs ?? TOAST_MS);
        timers.add(timer);
      });
    return () => {
      sub.unsubscribe();
      timers.forEach(clearTimeout);
    };
  }, []);
  return (
    <Stack aria-live="polite" role="status" data-testid="toasts">
      {toasts.map((toast) => (
        <Item key={toast.key} $kind={toast.kind} data-kind={toast.kind}>
          {toast.message}
        </Item>
      ))}
    </Stack>
  );
}
