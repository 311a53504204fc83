// shared-ui/form: the shop's fields (2.4.0; PhoneInput 2.7.0; useFieldErrors 2.8.0; CountrySelect 2.9.0). Not shared at run time: each app that has a form
// bundles this entry (its texts join the page's 'shared-ui' catalogue), so /home stays without it
// and a remote using it runs on a shell whose shared-ui predates it.
export { Field, TextInput, Input, inputStyles, textAreaStyles, FieldHint, FieldError, type FieldProps, type FieldControl, type TextInputProps } from './Field';
export { PasswordInput, type PasswordInputProps } from './PasswordInput';
export { RadioCard, RadioCardNote, type RadioCardProps } from './RadioCard';
export { Select, TextArea } from './controls';
export { FieldGroup, type LegendLook } from './FieldGroup';
export { FormProblem } from './FormProblem';
export { PhoneInput, type PhoneInputProps } from './PhoneInput';
export { CountrySelect, type Country, type CountrySelectProps } from './CountrySelect';
export { useFieldErrors, type FieldErrors, type FieldErrorsState } from './useFieldErrors';
