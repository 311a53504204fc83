import { useEffect, useRef, type KeyboardEvent } from 'react';
import type { Category } from 'shared-api';
import { useLanguage } from 'shared-ui';
import { useT } from '../messages';
import { categoryName, categoryPath } from './categoryNames';
import { SubcategoryPreview } from './SubcategoryPreview';
import * as S from './SubcategoryPanel.styles';

interface Props {
  id: string;
  category: Category;
  onKeyDown: (event: KeyboardEvent) => void;
  /** The shopper opened it from the keyboard: focus moves to its first link (then onFocused). */
  focusFirst: boolean;
  onFocused: () => void;
}

/**
 * The floating panel of one main category on desktop: each subcategory with a preview of its
 * products. A chunk of its own (DesktopCategoryNav), so it may arrive after it was opened: it
 * takes the focus itself when it is there.
 */
export function SubcategoryPanel({ id, category, onKeyDown, focusFirst, onFocused }: Props) {
  const t = useT();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!focusFirst) return;
    ref.current?.querySelector<HTMLElement>('a, button')?.focus();
    onFocused();
  }, [focusFirst, onFocused]);
  const lang = useLanguage();
  const name = categoryName(category, lang);
  return (
    <S.Panel
      id={id}
      ref={ref}
      role="region"
      aria-label={t('category.subcategories', { name })}
      onKeyDown={onKeyDown}
    >
      <S.PanelHead>
        <h2>{name}</h2>
        <S.TextLink to={categoryPath(category)}>{t('category.viewAll', { name })}</S.TextLink>
      </S.PanelHead>
      {category.subcategories.length === 0 ? (
        <S.Muted>{t('category.noProducts')}</S.Muted>
      ) : (
        <S.Subcategories>
          {category.subcategories.map((sub) => (
            <li key={sub.id} data-subcategory={sub.slug}>
              <S.SubTitle to={categoryPath(sub)}>{categoryName(sub, lang)}</S.SubTitle>
              <SubcategoryPreview subcategory={sub} />
            </li>
          ))}
        </S.Subcategories>
      )}
    </S.Panel>
  );
}
