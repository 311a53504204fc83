import { fireEvent, render, screen } from '@testing-library/react';
import { CountrySelect } from './CountrySelect';

const COUNTRIES = [
  { name: 'Somalia', dialCode: '+252' },
  { name: 'Kenya', dialCode: '+254' },
];

it('offers each country with its dial code, is named by its label, and gives the chosen country by name', () => {
  const chosen: string[] = [];
  render(<CountrySelect label="Country" countries={COUNTRIES} value="Somalia" onChange={(e) => chosen.push(e.target.value)} />);
  const select = screen.getByRole('combobox', { name: 'Country' });
  expect([...select.querySelectorAll('option')].map((o) => o.textContent)).toEqual(['Somalia (+252)', 'Kenya (+254)']);
  expect(select).toHaveAttribute('autocomplete', 'country-name');
  fireEvent.change(select, { target: { value: 'Kenya' } });
  expect(chosen).toEqual(['Kenya']);
});
