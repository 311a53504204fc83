import { render, screen } from '@testing-library/react';
import { Field } from './Field';
import { Select } from './controls';

it("a select has the text box's look: 44px high, 1.5px border, and is tied to its field's label and error", () => {
  render(
    <Field label="Region" error="Choose a region">
      {(control) => (
        <Select {...control} defaultValue="">
          <option value="">—</option>
          <option value="banadir">Banadir</option>
        </Select>
      )}
    </Field>,
  );
  const select = screen.getByRole('combobox', { name: 'Region' });
  expect(select).toHaveAttribute('aria-invalid', 'true');
  expect(select).toHaveAccessibleDescription('Choose a region');
  const look = getComputedStyle(select);
  expect(look.minHeight).toBe('44px');
  expect(look.borderWidth).toBe('1.5px');
});
