import styled from 'styled-components';
import { media, tokens } from 'shared-ui';
import { FieldGroup } from 'shared-ui/form';

const { colors, spacing, radii, font } = tokens;

export const Form = styled.form`
  display: grid;
  gap: ${spacing.lg};
  min-width: 0;
  color: ${colors.text};
`;

/** Two fields side by side on wide screens; one column on phones and in compact forms. */
export const Row = styled.div<{ $compact: boolean }>`
  display: grid;
  grid-template-columns: ${(p) => (p.$compact ? 'minmax(0, 1fr)' : 'repeat(2, minmax(0, 1fr))')};
  gap: ${spacing.lg};
  ${media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

// The shop's controls, its one look (shared-ui/form).
export { Select, Input, TextArea } from 'shared-ui/form';

// A hint under a group (the express-only note): the shop's one look (shared-ui/form).
export { FieldHint as Hint } from 'shared-ui/form';

/** The delivery methods, a group whose legend reads like a field's label. */
export const Methods = FieldGroup;

/**
 * A method's facts stand beside its name when the card has room, and under it when not, by the
 * card's own width, not the screen's: in the checkout's left column on a 768 px tablet the card
 * is 338 px, and the facts beside it squeezed the name to a letter a line ('H A A D …').
 */
const NARROW_CARD = '(max-width: 30rem)';

export const MethodChoice = styled.label<{ $checked: boolean }>`
  container-type: inline-size;
  display: grid;
  grid-template-columns: auto minmax(0, 1fr) auto;
  align-items: center;
  gap: ${spacing.sm} ${spacing.md};
  min-height: 52px;
  padding: ${spacing.sm} ${spacing.md};
  border: 1.5px solid ${(p) => (p.$checked ? colors.primary : colors.border)};
  border-radius: ${radii.md};
  background: ${(p) => (p.$checked ? colors.primarySoft : colors.surface)};
  cursor: pointer;
  input {
    width: 18px;
    height: 18px;
    margin: 0;
    accent-color: ${colors.primary};
  }
  &:focus-within {
    outline: 2px solid ${colors.focus};
    outline-offset: 1px;
  }
`;

export const MethodName = styled.span`
  font-weight: ${font.weight.semibold};
  overflow-wrap: anywhere;
`;

export const MethodFacts = styled.span`
  font-size: ${font.size.sm};
  color: ${colors.textMuted};
  text-align: right;
  @container ${NARROW_CARD} {
    grid-column: 2 / -1;
    text-align: left;
  }
`;

export const Check = styled.label`
  display: flex;
  align-items: center;
  gap: ${spacing.sm};
  min-height: 44px;
  font-size: ${font.size.md};
  cursor: pointer;
  input {
    width: 20px;
    height: 20px;
    margin: 0;
    accent-color: ${colors.primary};
  }
  input:disabled + span {
    color: ${colors.textMuted};
  }
`;

export { FormProblem as Problem } from 'shared-ui/form';

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${spacing.sm};
  ${media.mobile} {
    flex-direction: column-reverse;
    & > * {
      width: 100%;
    }
  }
`;
