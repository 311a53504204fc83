import styled from 'styled-components';
import { inputStyles, textAreaStyles } from './Field';

/** A choice from a list (a dial code, a city), looking like the shop's text boxes. */
export const Select = styled.select`
  ${inputStyles}
`;

/** Several lines of the shopper's own words (an address's details, a reason). */
export const TextArea = styled.textarea`
  ${textAreaStyles}
`;
