import { useCallback, useRef, useState } from 'react';

/** The problems a form found, by field; a field without one is missing (or undefined). */
export type FieldErrors<F extends string, E = string> = Partial<Record<F, E>>;

export interface FieldErrorsState<F extends string, E> {
  errors: FieldErrors<F, E>;
  /**
   * Shows what the form's check found and puts the focus on the first invalid field in the form's
   * order (so a screen reader reads its error); true when nothing was found and the form may send.
   */
  showErrors: (found: FieldErrors<F, E>) => boolean;
  /** Drops one field's error (the shopper is changing it). */
  clearError: (field: F) => void;
  /** The ref of the element that takes the focus for a field (its input, or its group's first radio). */
  fieldRef: (field: F) => (element: HTMLElement | null) => void;
}

/**
 * The shop's forms' one flow on submit: check the fields, show the errors, focus the first invalid
 * field in `order` (the order the shopper sees them, which may differ from the check's), else send.
 * `order` is read when errors are shown, so a module-level list serves.
 */
export function useFieldErrors<F extends string, E = string>(order: readonly F[]): FieldErrorsState<F, E> {
  const [errors, setErrors] = useState<FieldErrors<F, E>>({});
  const elements = useRef<Partial<Record<F, HTMLElement | null>>>({});
  // One ref callback per field for the form's life: a new one each render would make React detach
  // and attach the element on every keystroke.
  const refs = useRef<Partial<Record<F, (element: HTMLElement | null) => void>>>({});

  const fieldRef = useCallback(
    (field: F) =>
      (refs.current[field] ??= (element: HTMLElement | null) => {
        elements.current[field] = element;
      }),
    [],
  );

  const showErrors = useCallback(
    (found: FieldErrors<F, E>): boolean => {
      setErrors(found);
      const first = order.find((field) => found[field]);
      if (first === undefined) return true;
      elements.current[first]?.focus();
      return false;
    },
    [order],
  );

  const clearError = useCallback(
    (field: F) => setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current)),
    [],
  );

  return { errors, showErrors, clearError, fieldRef };
}
