import { forwardRef, type KeyboardEvent } from 'react';
import type { Category } from 'shared-api';
import { useLanguage } from 'shared-ui';
import { useT } from '../messages';
import { categoryName, categoryPath } from './categoryNames';
import { SubcategoryPreview } from './SubcategoryPreview';
import * as S from './CategoryNav.styles';

interface Props {
  id: string;
  category: Category;
  onKeyDown: (event: KeyboardEvent) => void;
}

/** The floating panel of one main category: each subcategory with a preview of its products. */
export const SubcategoryPanel = forwardRef<HTMLDivElement, Props>(function SubcategoryPanel(
  { id, category, onKeyDown },
  ref,
) {
  const t = useT();
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
});
