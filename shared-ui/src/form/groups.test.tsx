import { render, screen } from '@testing-library/react';
import { Select, TextArea } from './controls';
import { FieldGroup } from './FieldGroup';
import { FormProblem } from './FormProblem';

const style = (el: Element) => window.getComputedStyle(el);

it("a field group is a fieldset named by its legend, without the browser's frame", () => {
  render(
    <FieldGroup $legend="muted">
      <legend>Pay with</legend>
      <label>
        <input type="radio" name="pay" /> Cash
      </label>
    </FieldGroup>,
  );
  const group = screen.getByRole('group', { name: 'Pay with' });
  expect(style(group).borderWidth).toBe('0px');
  expect(style(group).padding).toBe('0px');
  expect(style(group).gap).toBe('8px');
});

it("a legend reads like a field's label unless the group asks for another look", () => {
  render(
    <>
      <FieldGroup>
        <legend>Delivery method</legend>
      </FieldGroup>
      <FieldGroup $legend="strong" $gap="xs">
        <legend>Why cancel?</legend>
      </FieldGroup>
    </>,
  );
  expect(style(screen.getByText('Delivery method')).fontSize).toBe('0.875rem');
  expect(style(screen.getByText('Delivery method')).fontWeight).toBe('600');
  expect(style(screen.getByText('Why cancel?')).fontSize).toBe('1rem');
  expect(style(screen.getByRole('group', { name: 'Why cancel?' })).gap).toBe('4px');
});

it('a select and a text area are the real controls, labelled like any other', () => {
  render(
    <>
      <label htmlFor="city">City</label>
      <Select id="city">
        <option>Hargeisa</option>
      </Select>
      <label htmlFor="details">Details</label>
      <TextArea id="details" aria-invalid />
    </>,
  );
  expect(screen.getByRole('combobox', { name: 'City' })).toHaveValue('Hargeisa');
  expect(screen.getByRole('textbox', { name: 'Details' })).toHaveAttribute('aria-invalid', 'true');
  expect(style(screen.getByRole('combobox', { name: 'City' })).minHeight).toBe('44px');
  expect(style(screen.getByRole('textbox', { name: 'Details' })).resize).toBe('vertical');
});

it("a form's problem is its own tinted block, in the danger colour", () => {
  render(<FormProblem role="alert">The server said no.</FormProblem>);
  const problem = screen.getByRole('alert');
  expect(problem).toHaveTextContent('The server said no.');
  expect(style(problem).fontSize).toBe('0.875rem');
  expect(style(problem).borderRadius).toBe('8px');
});
