import { useCallback, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import type { Category } from 'shared-api';
import { ChevronLeftIcon, ChevronRightIcon, IconButton, useLanguage } from 'shared-ui';
import { lazyPart } from 'shared-federation';
import { useT } from '../messages';
import { categoryName } from './categoryNames';
import { useScrollArrows } from './useScrollArrows';
import * as S from './CategoryNav.styles';
import { useElementsByKey } from 'shared-ui/elements-by-key';

const OPEN_KEYS = ['Enter', ' ', 'ArrowDown'];

/**
 * The floating panel's code comes with the first hover or focus on a category (phones never show
 * it): that is the shopper's intent to open it, and nobody else downloads it.
 */
export const SubcategoryPanel = lazyPart(() =>
  import(/* webpackChunkName: "category-panel" */ './SubcategoryPanel').then((m) => m.SubcategoryPanel),
);

/**
 * The desktop row of main categories. Hover or focus opens a category's floating panel; Enter,
 * Space or ArrowDown moves into it; Escape closes it and gives focus back to the category.
 */
export function DesktopCategoryNav({ categories }: { categories: Category[] }) {
  const t = useT();
  const lang = useLanguage();
  const [openId, setOpenId] = useState<number | null>(null);
  const [enterPanel, setEnterPanel] = useState(false);
  const scroller = useRef<HTMLDivElement>(null);
  const triggers = useElementsByKey<number, HTMLButtonElement>();
  const { canLeft, canRight, scroll } = useScrollArrows(scroller, categories);
  const open = categories.find((c) => c.id === openId) ?? null;

  const panelFocused = useCallback(() => setEnterPanel(false), []);

  // Focus given back by Escape must not reopen the panel the shopper just closed.
  const quietFocus = useRef(false);
  const closeAndReturnFocus = () => {
    const id = openId;
    setOpenId(null);
    if (id === null) return;
    quietFocus.current = true;
    triggers.get(id)?.focus();
    quietFocus.current = false;
  };

  const onTriggerFocus = (id: number) => (event: FocusEvent<HTMLButtonElement>) => {
    // The browser scrolls a focused element into view only when less than 32 px of it shows
    // (Chromium), so Tab left a long name cut at the row's edge: the whole pill comes in. Only
    // for the keyboard: under a mouse the row would move between the press and the release.
    if (event.currentTarget.matches(':focus-visible'))
      event.currentTarget.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
    if (!quietFocus.current) setOpenId(id);
  };

  const onTriggerKey = (id: number) => (event: KeyboardEvent) => {
    if (OPEN_KEYS.includes(event.key)) {
      event.preventDefault();
      setOpenId(id);
      setEnterPanel(true);
    } else if (event.key === 'Escape') {
      setOpenId(null);
    }
  };

  const onPanelKey = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    closeAndReturnFocus();
  };

  const onBlur = (event: FocusEvent) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpenId(null);
  };

  return (
    <S.Nav aria-label={t('category.nav')} onMouseLeave={() => setOpenId(null)} onBlur={onBlur}>
      <S.Row>
        {canLeft && (
          <S.ArrowEnd $end="left">
            <IconButton
              aria-label={t('category.scrollLeft')}
              variant="ghost"
              onClick={() => scroll(-1)}
            >
              <ChevronLeftIcon />
            </IconButton>
          </S.ArrowEnd>
        )}
        <S.Scroller ref={scroller}>
          <S.MainList>
            {categories.map((category) => (
              <li key={category.id} onMouseEnter={() => setOpenId(category.id)}>
                <S.MainButton
                  ref={triggers.ref(category.id)}
                  type="button"
                  aria-expanded={openId === category.id}
                  aria-controls={
                    openId === category.id ? `category-panel-${category.id}` : undefined
                  }
                  onFocus={onTriggerFocus(category.id)}
                  onKeyDown={onTriggerKey(category.id)}
                  onClick={() => setOpenId(category.id)}
                >
                  {categoryName(category, lang)}
                </S.MainButton>
              </li>
            ))}
          </S.MainList>
        </S.Scroller>
        {canRight && (
          <S.ArrowEnd $end="right">
            <IconButton
              aria-label={t('category.scrollRight')}
              variant="ghost"
              onClick={() => scroll(1)}
            >
              <ChevronRightIcon />
            </IconButton>
          </S.ArrowEnd>
        )}
      </S.Row>
      {open && (
        <SubcategoryPanel
          id={`category-panel-${open.id}`}
          category={open}
          onKeyDown={onPanelKey}
          focusFirst={enterPanel}
          onFocused={panelFocused}
        />
      )}
    </S.Nav>
  );
}
