import styled from 'styled-components';
import { inputStyles } from './Field';

/** A select with the shop's text-box look (height, border, focus ring, invalid border). */
export const Select = styled.select`
  ${inputStyles}
`;
