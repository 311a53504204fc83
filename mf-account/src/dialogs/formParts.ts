/**
 * The pieces the account's dialogs share (cancel or return an order, review a product): one look
 * for their form, groups, hints and errors.
 */
import styled from 'styled-components';
import { tokens } from 'shared-ui';
import { FieldGroup } from 'shared-ui/form';

const { colors, font, spacing, radii } = tokens;

export const DialogForm = styled.form`
  display: grid;
  gap: ${spacing.lg};
  p {
    margin: 0;
  }
`;

/** A fieldset with no frame: its legend reads as the group's question. */
export const Group = styled(FieldGroup).attrs({ $gap: 'xs', $legend: 'strong' })``;

/** Several lines in the shopper's own words. */
export { TextArea as TextBox } from 'shared-ui/form';

export const Hint = styled.p`
  color: ${colors.textMuted};
  font-size: ${font.size.sm};
`;

/** A field's error, tied to it by aria-describedby: the shop's one look (shared-ui/form). */
export { FieldError } from 'shared-ui/form';

/** What the server refused, above the buttons. */
export const ServerError = styled.p`
  padding: ${spacing.sm} ${spacing.md};
  border-radius: ${radii.md};
  background: ${colors.dangerSoft};
  color: ${colors.dangerActive};
`;
