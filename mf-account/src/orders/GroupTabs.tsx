import { type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { buttonReset, media, tokens } from 'shared-ui';
import { useElementsByKey } from 'shared-ui/elements-by-key';

const { colors, font, spacing, radii } = tokens;

const List = styled.div`
  display: flex;
  gap: ${spacing.xs};
  overflow-x: auto;
  border-bottom: 1px solid ${colors.border};
  scrollbar-width: none;

  /* Phones: the tabs share the width so none hides off screen, each column as its name needs (a
     grid's auto columns), in the sm text of a phone's tabs: a short name keeps one line and a long
     one wraps in the room left. In equal shares at md text, 'La joojiyay iyo la celiyay' took four
     lines at 320 px and 'La keenay' two. */
  ${media.mobile} {
    display: grid;
    grid-auto-flow: column;
  }
`;
const Tab = styled.button`
  ${buttonReset}
  flex: none;
  min-height: 44px;
  padding: 0 ${spacing.lg};
  border-bottom: 3px solid transparent;
  border-radius: ${radii.sm} ${radii.sm} 0 0;
  color: ${colors.textMuted};
  font-weight: ${font.weight.semibold};
  white-space: nowrap;
  &[aria-selected='true'] {
    border-bottom-color: ${colors.primary};
    color: ${colors.primary};
  }
  &:hover {
    background: ${colors.primarySoft};
  }
  &:focus-visible {
    outline: 3px solid ${colors.focus};
    outline-offset: -3px;
  }
  ${media.mobile} {
    padding: ${spacing.xs} ${spacing.sm};
    font-size: ${font.size.sm};
    white-space: normal;
    line-height: ${font.lineHeight.tight};
    text-align: center;
  }
`;

interface Props<K extends string> {
  /** Names the tab list for screen readers. */
  label: string;
  tabs: readonly { key: K; label: string }[];
  selected: K;
  onSelect: (key: K) => void;
  /** The id prefix tabs and panel share (aria-controls / aria-labelledby). */
  idPrefix: string;
  children: ReactNode;
}

export const tabId = (prefix: string, key: string) => `${prefix}-tab-${key}`;

/**
 * WAI-ARIA tabs with automatic activation: arrow keys move between tabs and show the tab's panel,
 * Home and End jump to the first and last; only the selected tab is in the Tab order.
 */
export function GroupTabs<K extends string>({ label, tabs, selected, onSelect, idPrefix, children }: Props<K>) {
  const tabButtons = useElementsByKey<K, HTMLButtonElement>();
  const panelId = `${idPrefix}-panel`;

  const onKeyDown = (event: KeyboardEvent) => {
    const at = tabs.findIndex((tab) => tab.key === selected);
    const to = {
      ArrowRight: (at + 1) % tabs.length,
      ArrowLeft: (at - 1 + tabs.length) % tabs.length,
      Home: 0,
      End: tabs.length - 1,
    }[event.key];
    if (to === undefined) return;
    event.preventDefault();
    const key = tabs[to]!.key;
    onSelect(key);
    tabButtons.get(key)?.focus();
  };

  return (
    <>
      <List role="tablist" aria-label={label} onKeyDown={onKeyDown}>
        {tabs.map((tab) => {
          const active = tab.key === selected;
          return (
            <Tab
              key={tab.key}
              ref={tabButtons.ref(tab.key)}
              type="button"
              role="tab"
              id={tabId(idPrefix, tab.key)}
              aria-selected={active}
              aria-controls={panelId}
              tabIndex={active ? 0 : -1}
              onClick={() => onSelect(tab.key)}
            >
              {tab.label}
            </Tab>
          );
        })}
      </List>
      <div role="tabpanel" id={panelId} aria-labelledby={tabId(idPrefix, selected)} tabIndex={0}>
        {children}
      </div>
    </>
  );
}
