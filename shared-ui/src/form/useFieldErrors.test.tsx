import { fireEvent, render, screen } from '@testing-library/react';
import { useState, type FormEvent } from 'react';
import { TextInput } from './Field';
import { useFieldErrors, type FieldErrors } from './useFieldErrors';

type Name = 'city' | 'phone' | 'email';
// The order the shopper sees the fields, unlike the order the check below finds them in.
const ORDER: Name[] = ['city', 'phone', 'email'];

function check(values: Record<Name, string>): FieldErrors<Name> {
  const found: FieldErrors<Name> = {};
  if (!values.email) found.email = 'Email is required';
  if (!values.phone) found.phone = 'Phone is required';
  if (!values.city) found.city = 'City is required';
  return found;
}

function Demo({ onSend }: { onSend: (values: Record<Name, string>) => void }) {
  const [values, setValues] = useState<Record<Name, string>>({ city: '', phone: '', email: '' });
  const { errors, showErrors, clearError, fieldRef } = useFieldErrors<Name>(ORDER);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (showErrors(check(values))) onSend(values);
  };
  return (
    <form onSubmit={submit} noValidate>
      {ORDER.map((name) => (
        <TextInput
          key={name}
          ref={fieldRef(name)}
          label={name}
          value={values[name]}
          error={errors[name]}
          onChange={(e) => {
            setValues((v) => ({ ...v, [name]: e.target.value }));
            clearError(name);
          }}
        />
      ))}
      <button type="submit">Send</button>
    </form>
  );
}

const type = (label: Name, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('useFieldErrors: check, show the errors, focus the first invalid field in the form\'s order, else send', () => {
  it('shows every error found and focuses the first invalid field in the form\'s order, not the check\'s', () => {
    const onSend = jest.fn();
    render(<Demo onSend={onSend} />);
    type('city', 'Muqdisho');
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSend).not.toHaveBeenCalled();
    expect(screen.getByLabelText('phone')).toHaveFocus();
    expect(screen.getByLabelText('phone')).toHaveAccessibleDescription('Phone is required');
    expect(screen.getByLabelText('email')).toHaveAccessibleDescription('Email is required');
    expect(screen.getByLabelText('city')).not.toHaveAttribute('aria-invalid');
  });

  it('drops a field\'s error when it is cleared, and keeps the others', () => {
    render(<Demo onSend={jest.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByLabelText('city')).toHaveFocus();
    type('phone', '611234567');
    expect(screen.getByLabelText('phone')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('city')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('email')).toHaveAttribute('aria-invalid', 'true');
  });

  it('sends when nothing is wrong, and the errors shown before are gone', () => {
    const onSend = jest.fn();
    render(<Demo onSend={onSend} />);
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    type('city', 'Hargeysa');
    type('phone', '611234567');
    type('email', 'a@b.so');
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSend).toHaveBeenCalledWith({ city: 'Hargeysa', phone: '611234567', email: 'a@b.so' });
    expect(screen.queryByText(/is required/)).toBeNull();
  });

  it('gives each field one ref callback for the form\'s life', () => {
    const seen: ((el: HTMLElement | null) => void)[] = [];
    function Probe() {
      const { fieldRef } = useFieldErrors<Name>(ORDER);
      const [, rerender] = useState(0);
      seen.push(fieldRef('city'));
      return <button onClick={() => rerender((n) => n + 1)}>again</button>;
    }
    render(<Probe />);
    fireEvent.click(screen.getByRole('button', { name: 'again' }));
    expect(seen.length).toBeGreaterThan(1);
    expect(new Set(seen).size).toBe(1);
  });
});
