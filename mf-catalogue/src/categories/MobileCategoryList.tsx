import { useState } from 'react';
import { Link } from 'shared-router';
import styled from 'styled-components';
import type { Category } from 'shared-api';
import { Button, buttonReset, ChevronRightIcon, Skeleton, tokens, useLanguage } from 'shared-ui';
import { useT } from '../messages';
import { categoryName, categoryPath } from './categoryNames';

const { colors, spacing, radii, font } = tokens;

/** Spec §2: an expandable list on mobile with a 'More' button beyond the first 3. */
export const MOBILE_FIRST = 3;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  border: 1px solid ${colors.border};
  border-radius: ${radii.lg};
  background: ${colors.surface};
  overflow: hidden;

  & > li + li {
    border-top: 1px solid ${colors.border};
  }
`;

const Toggle = styled.button`
  display: flex;
  align-items: center;
  justify-content: space-between;
  width: 100%;
  ${buttonReset}
  min-height: 48px;
  padding: 0 ${spacing.lg};
  color: ${colors.text};
  font-weight: ${font.weight.semibold};
  text-align: start;

  svg {
    transition: transform 0.15s;
  }
  &[aria-expanded='true'] svg {
    transform: rotate(90deg);
  }
`;

const Subs = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0 ${spacing.lg} ${spacing.md};
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${spacing.xs} ${spacing.md};

  a {
    display: flex;
    align-items: center;
    min-height: 44px;
    color: ${colors.primary};
    text-decoration: none;
  }
`;

const Footer = styled.div`
  display: flex;
  justify-content: center;
  margin-top: ${spacing.sm};
`;

/**
 * The list's place while the categories load, built of the list's own parts so it is as tall as
 * the list it stands for (3 rows and the More button): the home page below it does not move
 * when the categories arrive (a 44 px row of pills did, by 150 px: CLS on phones).
 */
export function MobileCategoryListSkeleton() {
  return (
    <div aria-hidden="true" data-testid="mobile-category-skeleton">
      <List>
        {Array.from({ length: MOBILE_FIRST }, (_, i) => (
          <li key={i}>
            <Toggle as="div">
              <Skeleton width="45%" height={16} />
            </Toggle>
          </li>
        ))}
      </List>
      <Footer>
        {/* The More button itself, unseen and out of reach: its exact height. */}
        <Button variant="ghost" size="sm" tabIndex={-1} style={{ visibility: 'hidden' }}>
          …
        </Button>
      </Footer>
    </div>
  );
}

/** Phones: main categories as an accordion; each opens its subcategories as links. */
export function MobileCategoryList({ categories }: { categories: Category[] }) {
  const t = useT();
  const lang = useLanguage();
  const [showAll, setShowAll] = useState(false);
  const [openId, setOpenId] = useState<number | null>(null);
  const visible = showAll ? categories : categories.slice(0, MOBILE_FIRST);

  return (
    <nav aria-label={t('category.nav')}>
      <List>
        {visible.map((category) => {
          const name = categoryName(category, lang);
          const expanded = openId === category.id;
          const listId = `mobile-category-${category.id}`;
          return (
            <li key={category.id}>
              <Toggle
                type="button"
                aria-expanded={expanded}
                aria-controls={listId}
                onClick={() => setOpenId(expanded ? null : category.id)}
              >
                {name}
                <ChevronRightIcon size={18} />
              </Toggle>
              {expanded && (
                <Subs id={listId}>
                  {category.subcategories.map((sub) => (
                    <li key={sub.id}>
                      <Link to={categoryPath(sub)}>{categoryName(sub, lang)}</Link>
                    </li>
                  ))}
                  <li>
                    <Link to={categoryPath(category)}>{t('category.viewAll', { name })}</Link>
                  </li>
                </Subs>
              )}
            </li>
          );
        })}
      </List>
      {categories.length > MOBILE_FIRST && (
        <Footer>
          <Button
            variant="ghost"
            size="sm"
            aria-expanded={showAll}
            onClick={() => setShowAll((s) => !s)}
          >
            {showAll ? t('category.less') : t('category.more')}
          </Button>
        </Footer>
      )}
    </nav>
  );
}
