import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { setLanguage } from '../i18n';
import { t } from '../messages';
import { TextInput } from './Field';
import { PasswordInput } from './PasswordInput';
import { RadioCard } from './RadioCard';

beforeEach(() => act(() => setLanguage('en')));

describe('TextInput', () => {
  it('is found by its label, and its hint describes it', () => {
    render(<TextInput label="Email" hint="We never share it." />);
    const box = screen.getByLabelText('Email');
    expect(box.tagName).toBe('INPUT');
    expect(box).toHaveAccessibleDescription('We never share it.');
    expect(box).not.toHaveAttribute('aria-invalid');
  });

  it('an error marks it invalid and is read first, before the hint and other descriptions', () => {
    render(
      <>
        <TextInput label="Phone" hint="Digits only." error="Phone is required" describedBy="extra" />
        <p id="extra">Somali numbers.</p>
      </>,
    );
    const box = screen.getByLabelText('Phone');
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Phone is required Digits only. Somali numbers.');
    expect(screen.getByText('Phone is required')).toBeVisible();
  });
});

describe('PasswordInput', () => {
  it('starts hidden; its toggle shows and hides it, named from the catalogue', () => {
    render(<PasswordInput label="Password" />);
    const box = screen.getByLabelText('Password');
    expect(box).toHaveAttribute('type', 'password');
    fireEvent.click(screen.getByRole('button', { name: t('showPassword') }));
    expect(box).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: t('hidePassword') })).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(screen.getByRole('button', { name: t('hidePassword') }));
    expect(box).toHaveAttribute('type', 'password');
  });

  it('speaks Somali first: the toggle follows the language', () => {
    act(() => setLanguage('so'));
    render(<PasswordInput label="Furaha sirta" />);
    expect(screen.getByRole('button', { name: 'Muuji furaha sirta' })).toBeInTheDocument();
  });

  it("with several passwords on a form, each toggle's name says its field, and a new resetKey hides it again", () => {
    function Form() {
      const [saved, setSaved] = useState(0);
      return (
        <>
          <PasswordInput label="Current password" toggle="text" resetKey={saved} />
          <PasswordInput label="New password" toggle="text" resetKey={saved} />
          <button type="button" onClick={() => setSaved((n) => n + 1)}>
            Save
          </button>
        </>
      );
    }
    render(<Form />);
    fireEvent.click(screen.getByRole('button', { name: `${t('showPassword')}: Current password` }));
    expect(screen.getByLabelText('Current password')).toHaveAttribute('type', 'text');
    expect(screen.getByLabelText('New password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: `${t('hidePassword')}: Current password` })).toHaveTextContent(t('hidePassword'));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByLabelText('Current password')).toHaveAttribute('type', 'password');
  });

  it('an error is tied to the password box like any field', () => {
    render(<PasswordInput label="Password" error="Password is required" />);
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Password is required');
  });
});

describe('RadioCard', () => {
  function Choices({ onPick }: { onPick: (v: string) => void }) {
    const [value, setValue] = useState('cash');
    return (
      <fieldset>
        <legend>Payment</legend>
        {['cash', 'wallet'].map((v) => (
          <RadioCard
            key={v}
            name="pay"
            value={v}
            checked={value === v}
            onChange={() => (setValue(v), onPick(v))}
            label={v === 'cash' ? 'Cash on delivery' : 'Wallet'}
            hint={v === 'wallet' ? 'Pay from your balance.' : undefined}
          />
        ))}
      </fieldset>
    );
  }

  it('is a real radio in a group, named by its label and described by its hint', () => {
    render(<Choices onPick={() => undefined} />);
    const group = screen.getByRole('group', { name: 'Payment' });
    const radios = within(group).getAllByRole('radio');
    expect(radios).toHaveLength(2);
    expect(within(group).getByRole('radio', { name: 'Cash on delivery' })).toBeChecked();
    expect(within(group).getByRole('radio', { name: 'Wallet' })).toHaveAccessibleDescription('Pay from your balance.');
    expect(radios.every((r) => r.getAttribute('name') === 'pay')).toBe(true);
  });

  it('a click anywhere on the card picks it', () => {
    const picked: string[] = [];
    render(<Choices onPick={(v) => picked.push(v)} />);
    fireEvent.click(screen.getByText('Pay from your balance.'));
    expect(screen.getByRole('radio', { name: 'Wallet' })).toBeChecked();
    expect(picked).toEqual(['wallet']);
  });
});

describe('FieldError', () => {
  it('is the one weight of every error under a control: semibold (600), in the danger colour', () => {
    render(<TextInput label="Email" error="Email is required" />);
    const error = getComputedStyle(screen.getByText('Email is required'));
    expect(error.fontWeight).toBe('600');
  });
});
