import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { PhoneInput } from './PhoneInput';

const CODES = ['+252', '+254', '+256'];

function Picked({ digitsLabel, initial = '+252' }: { digitsLabel?: string; initial?: string }) {
  const [dial, setDial] = useState(initial);
  const [digits, setDigits] = useState('');
  return (
    <PhoneInput
      label="Paying phone"
      digitsLabel={digitsLabel}
      dialLabel="Dial code"
      dialCode={dial}
      dialCodes={CODES}
      onDialCode={setDial}
      value={digits}
      onChange={(e) => setDigits(e.target.value)}
      hint="The phone that pays."
    />
  );
}

describe('PhoneInput', () => {
  it("is the dial code, then the digits: a phone's number pad and the national-number autofill, named by its label", () => {
    render(<Picked />);
    const digits = screen.getByRole('textbox', { name: 'Paying phone' });
    expect(digits).toHaveAttribute('type', 'tel');
    expect(digits).toHaveAttribute('inputmode', 'numeric');
    expect(digits).toHaveAttribute('autocomplete', 'tel-national');
    expect(digits).toHaveAccessibleDescription('The phone that pays.');
    const dial = screen.getByRole('combobox', { name: 'Dial code' });
    expect(within(dial).getAllByRole('option').map((o) => o.textContent)).toEqual(CODES);
    fireEvent.change(dial, { target: { value: '+254' } });
    expect(dial).toHaveValue('+254');
  });

  it('keeps what was typed, letters too: what counts as a valid number is the form rule, and its error says so', () => {
    render(<PhoneInput label="Phone" dialLabel="Dial code" dialCode="+252" dialCodes={CODES} onDialCode={() => undefined} defaultValue="61x" error="Digits only" hint="Optional." />);
    const digits = screen.getByRole('textbox', { name: 'Phone' });
    expect(digits).toHaveValue('61x');
    expect(digits).toHaveAttribute('aria-invalid', 'true');
    expect(digits).toHaveAccessibleDescription('Digits only Optional.');
  });

  it('with a name of its own for the digits, the label names the group of the dial code and the digits', () => {
    render(<Picked digitsLabel="Phone number" />);
    const group = screen.getByRole('group', { name: 'Paying phone' });
    expect(within(group).getByRole('combobox', { name: 'Dial code' })).toHaveValue('+252');
    expect(within(group).getByRole('textbox', { name: 'Phone number' })).toBeInTheDocument();
  });

  it('a stored dial code outside the list stays choosable instead of being replaced', () => {
    render(<Picked initial="+44" />);
    expect(screen.getByRole('combobox', { name: 'Dial code' })).toHaveValue('+44');
  });

  it('a dial code that follows a country chosen elsewhere is shown, not picked, and read with the digits', () => {
    render(<PhoneInput label="Phone number" dialLabel="Dial code" dialCode="+254" hint="Digits only." />);
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.getByText('+254')).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Phone number' })).toHaveAccessibleDescription('Digits only. Dial code: +254');
  });

  it('disabled, it disables the dial code with the digits', () => {
    render(<PhoneInput label="Phone" dialLabel="Dial code" dialCode="+252" dialCodes={CODES} onDialCode={() => undefined} disabled />);
    expect(screen.getByRole('combobox', { name: 'Dial code' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Phone' })).toBeDisabled();
  });
});
