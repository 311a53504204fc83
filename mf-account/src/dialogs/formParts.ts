/**
 * The pieces the account's dialogs share (cancel or return an order, review a product): one look
 * for their form, groups, hints and errors.
 */
import styled from 'styled-components';
import { tokens } from 'shared-ui';
import { textAreaStyles } from 'shared-ui/form';

const { colors, font, spacing, radii } = tokens;

export const DialogForm = styled.form`
  display: grid;
  gap: ${spacing.lg};
  p {
    margin: 0;
  }
`;

/** A fieldset with no frame: its legend reads as the group's label. */
export const Group = styled.fieldset`
  display: grid;
  gap: ${spacing.xs};
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
  legend {
    margin-bottom: ${spacing.sm};
    padding: 0;
    font-weight: ${font.weight.semibold};
  }
`;

/** Several lines in the shopper's own words. */
export const TextBox = styled.textarea`
  ${textAreaStyles}
`;

export const Hint = styled.p`
  color: ${colors.textMuted};
  font-size: ${font.size.sm};
`;

/** A field's error, tied to it by aria-describedby. */
export const FieldError = styled.p`
  color: ${colors.danger};
  font-size: ${font.size.sm};
  font-weight: ${font.weight.semibold};
`;

/** What the server refused, above the buttons. */
export const ServerError = styled.p`
  padding: ${spacing.sm} ${spacing.md};
  border-radius: ${radii.md};
  background: ${colors.dangerSoft};
  color: ${colors.dangerActive};
`;
