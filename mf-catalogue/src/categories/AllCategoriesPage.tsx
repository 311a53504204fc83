import { Link } from 'shared-router';
import styled from 'styled-components';
import { EmptyState, ErrorState, tokens, useLanguage } from 'shared-ui';
import { PageFrame } from '../listing/PageFrame';
import { useT } from '../messages';
import { useT as usePageT } from './texts';
import { Tiles, TilesSkeleton } from './CategorySkeletons';
import { categoryName, categoryPath } from './categoryNames';
import { useCategories } from './useCategories';

const { colors, spacing, radii, font, shadows } = tokens;

const Group = styled.section`
  display: grid;
  gap: ${spacing.md};

  header {
    display: flex;
    justify-content: space-between;
    align-items: baseline;
    gap: ${spacing.md};
  }
  h2 {
    margin: 0;
    font-size: ${font.size.xl};
  }
  header a {
    color: ${colors.primary};
    font-size: ${font.size.sm};
    font-weight: ${font.weight.semibold};
    text-decoration: none;
  }
`;

/** A subcategory tile: big enough for a thumb, the other language's name underneath. */
const Tile = styled(Link)`
  display: grid;
  align-content: center;
  gap: ${spacing.xxs};
  min-height: 72px;
  padding: ${spacing.md} ${spacing.lg};
  border: 1px solid ${colors.border};
  border-radius: ${radii.lg};
  background: ${colors.surface};
  box-shadow: ${shadows.sm};
  color: ${colors.text};
  font-weight: ${font.weight.semibold};
  text-decoration: none;

  small {
    color: ${colors.textMuted};
    font-weight: ${font.weight.regular};
  }
  &:hover {
    border-color: ${colors.primary};
    background: ${colors.primarySoft};
  }
`;

/** /category: every main category with its subcategories as tiles (the bottom bar's Categories). */
export function AllCategoriesPage() {
  const t = useT();
  const tp = usePageT();
  const lang = useLanguage();
  const other = lang === 'so' ? 'en' : 'so';
  const { state, reload } = useCategories();

  return (
    <PageFrame title={t('category.all')} subtitle={t('category.allText')}>
      {state.status === 'loading' && <TilesSkeleton />}
      {state.status === 'error' && (
        <ErrorState
          text={t('category.failed')}
          actionLabel={t('category.tryAgain')}
          onAction={reload}
        />
      )}
      {state.status === 'ready' && state.value.length === 0 && (
        <EmptyState title={tp('category.none')} />
      )}
      {state.status === 'ready' &&
        state.value.map((main) => {
          const name = categoryName(main, lang);
          const headingId = `category-group-${main.id}`;
          return (
            <Group key={main.id} aria-labelledby={headingId}>
              <header>
                <h2 id={headingId}>{name}</h2>
                <Link to={categoryPath(main)}>{t('category.viewAll', { name })}</Link>
              </header>
              <Tiles>
                {main.subcategories.map((sub) => {
                  const subName = categoryName(sub, lang);
                  const otherName = categoryName(sub, other);
                  return (
                    <li key={sub.id}>
                      <Tile to={categoryPath(sub)}>
                        {subName}
                        {otherName !== subName && <small lang={other}>{otherName}</small>}
                      </Tile>
                    </li>
                  );
                })}
              </Tiles>
            </Group>
          );
        })}
    </PageFrame>
  );
}
