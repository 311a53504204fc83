import styled from 'styled-components';
import { tokens } from '../tokens';

const { colors, font, spacing, radii } = tokens;

/** What stopped a whole form (the server refused, the network failed), above or below its fields. */
export const FormProblem = styled.div`
  padding: ${spacing.md};
  border-radius: ${radii.md};
  background: ${colors.dangerSoft};
  color: ${colors.danger};
  font-size: ${font.size.sm};
  font-weight: ${font.weight.medium};
`;
