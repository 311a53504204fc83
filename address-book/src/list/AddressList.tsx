import { forwardRef, useId, useImperativeHandle } from 'react';
import type { Address } from 'shared-api';
import styled, { css } from 'styled-components';
import { Button, media, tokens } from 'shared-ui';
import { FieldGroup } from 'shared-ui/form';
import { StackList } from 'shared-ui/page';
import { useT } from '../messages';
import { shortPlace } from '../places';
import { AddressSummary } from './AddressSummary';
import { useElementsByKey } from 'shared-ui/elements-by-key';

const { colors, spacing, radii, shadows } = tokens;

export interface AddressListProps {
  addresses: Address[];
  selectedId?: number | null;
  /** Given: a radio group to choose where to deliver (checkout). */
  onSelect?(id: number): void;
  onEdit?(address: Address): void;
  onDelete?(address: Address): void;
  onSetDefault?(address: Address): void;
}

/** What a page can ask of the list once React has drawn it (in an effect). */
export interface AddressListHandle {
  /**
   * Moves the keyboard focus to that address: its radio when choosing, else its place line (the
   * card's title, with its Default badge). False when the address is not in the list drawn.
   */
  focus(id: number): boolean;
}

const Group = styled(FieldGroup).attrs({ $gap: 'md', $legend: 'strong' })``;

const card = css`
  display: grid;
  gap: ${spacing.md};
  min-width: 0;
  padding: ${spacing.lg};
  border: 1px solid ${colors.border};
  border-radius: ${radii.lg};
  background: ${colors.surface};
  box-shadow: ${shadows.sm};
`;

const Card = styled.li<{ $default: boolean }>`
  ${card}
  border-color: ${(p) => (p.$default ? colors.primary : colors.border)};
`;

const Choice = styled.div<{ $checked: boolean }>`
  ${card}
  grid-template-columns: auto minmax(0, 1fr);
  align-items: start;
  border: 1.5px solid ${(p) => (p.$checked ? colors.primary : colors.border)};
  background: ${(p) => (p.$checked ? colors.primarySoft : colors.surface)};
  &:focus-within {
    outline: 2px solid ${colors.focus};
    outline-offset: 1px;
  }
  label {
    display: contents;
    cursor: pointer;
  }
  input {
    width: 20px;
    height: 20px;
    margin: 2px 0 0;
    accent-color: ${colors.primary};
    cursor: pointer;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${spacing.sm};
  padding-top: ${spacing.md};
  border-top: 1px solid ${colors.border};
  ${media.mobile} {
    & > * {
      flex: 1 1 auto;
    }
  }
`;

const ChoiceActions = styled.div`
  grid-column: 2;
  display: flex;
  gap: ${spacing.sm};
`;

const DeleteButton = styled(Button)`
  color: ${colors.danger};
  &:hover:not(:disabled) {
    background: ${colors.dangerSoft};
  }
`;


/**
 * The shopper's addresses. With `onSelect`, a radio group (checkout picks where to deliver);
 * otherwise a list where each address has Edit, Delete and Set as default (the default has no
 * such button).
 */
export const AddressList = forwardRef<AddressListHandle, AddressListProps>(function AddressList(
  { addresses, selectedId, onSelect, onEdit, onDelete, onSetDefault },
  ref,
) {
  const t = useT();
  const id = useId();
  // The element each address is focused at (radio or place line), by address id, as drawn.
  const targets = useElementsByKey<number>();
  const target = targets.ref;
  useImperativeHandle(ref, () => ({
    focus(addressId: number) {
      const el = targets.get(addressId);
      if (!el?.isConnected) return false;
      el.focus();
      return true;
    },
  }), [targets]);

  if (onSelect) {
    return (
      <Group>
        <legend>{t('chooseLabel')}</legend>
        {addresses.map((address) => {
          const inputId = `${id}-${address.id}`;
          const checked = selectedId === address.id;
          return (
            <Choice key={address.id} $checked={checked} data-testid="address-choice">
              <input ref={target(address.id)} type="radio" id={inputId} name={`${id}-address`} value={address.id} checked={checked} onChange={() => onSelect(address.id)} />
              <label htmlFor={inputId}>
                <AddressSummary address={address} />
              </label>
              {onEdit && (
                <ChoiceActions>
                  <Button variant="ghost" size="sm" onClick={() => onEdit(address)} aria-label={t('editLabel', { place: shortPlace(address) })}>
                    {t('edit')}
                  </Button>
                </ChoiceActions>
              )}
            </Choice>
          );
        })}
      </Group>
    );
  }

  return (
    <StackList aria-label={t('listLabel')}>
      {addresses.map((address) => {
        const place = shortPlace(address);
        return (
          <Card key={address.id} $default={address.is_default} data-testid="address-card">
            <AddressSummary address={address} placeRef={target(address.id)} />
            {(onEdit || onDelete || (onSetDefault && !address.is_default)) && (
              <Actions>
                {onEdit && (
                  <Button variant="secondary" size="sm" onClick={() => onEdit(address)} aria-label={t('editLabel', { place })}>
                    {t('edit')}
                  </Button>
                )}
                {onSetDefault && !address.is_default && (
                  <Button variant="ghost" size="sm" onClick={() => onSetDefault(address)} aria-label={t('setDefaultLabel', { place })}>
                    {t('setDefault')}
                  </Button>
                )}
                {onDelete && (
                  <DeleteButton variant="ghost" size="sm" onClick={() => onDelete(address)} aria-label={t('deleteLabel', { place })}>
                    {t('delete')}
                  </DeleteButton>
                )}
              </Actions>
            )}
          </Card>
        );
      })}
    </StackList>
  );
});
