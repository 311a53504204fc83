import { useEffect, useRef, useState, type MouseEvent } from 'react';
import styled from 'styled-components';
import type { Category } from 'shared-api';
import {
  Button,
  ChevronLeftIcon,
  ChevronRightIcon,
  Skeleton,
  tokens,
  useLanguage,
} from 'shared-ui';
import { PlainList } from 'shared-ui/plain-list';
import { categoryName, categoryPath } from '../categories/categoryNames';
import { useCategories } from '../categories/useCategories';
import { useT } from './panelTexts';
import { navigateTo } from './navigate';

const { colors, spacing, radii, font } = tokens;

/** Spec §9: the mobile categories panel shows 4 categories before See More. */
export const PANEL_FIRST = 4;

const List = styled(PlainList)`
  display: grid;
  gap: ${spacing.xs};
`;
const Grid = styled(List)`
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${spacing.sm};
`;
const Row = styled.a`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${spacing.sm};
  min-height: 48px;
  padding: 0 ${spacing.md};
  border-radius: ${radii.md};
  color: ${colors.text};
  font-weight: ${font.weight.medium};
  text-decoration: none;
  &:hover,
  &:focus-visible {
    background: ${colors.primarySoft};
    color: ${colors.primary};
  }
  svg {
    flex: none;
    color: ${colors.textSubtle};
  }
`;
const Tile = styled(Row)`
  justify-content: center;
  text-align: center;
  min-height: 64px;
  border: 1px solid ${colors.border};
  font-size: ${font.size.sm};
`;
const Actions = styled.div`
  margin-top: ${spacing.md};
`;
const Note = styled.p`
  margin: 0 0 ${spacing.md};
  color: ${colors.textMuted};
`;

export interface CategoriesPanelProps {
  /** The shell closes its panel after the shopper picked a category. */
  onClose?: () => void;
}

/**
 * The mobile categories panel of spec §2: the first 4 main categories; See More shows all of
 * them in two columns; Back returns. Tapping a category opens /category/{id} and closes the panel.
 */
export function CategoriesPanel({ onClose }: CategoriesPanelProps) {
  const t = useT();
  const lang = useLanguage();
  const { state, reload } = useCategories();
  const [all, setAll] = useState(false);
  const moved = useRef(false);
  const backRef = useRef<HTMLButtonElement>(null);
  const moreRef = useRef<HTMLButtonElement>(null);

  // Keyboard users stay in place: Back gets the focus after See More, and See More after Back.
  useEffect(() => {
    if (!moved.current) return;
    (all ? backRef : moreRef).current?.focus();
  }, [all]);
  const show = (value: boolean) => {
    moved.current = true;
    setAll(value);
  };

  if (state.status === 'loading') {
    return (
      <div role="status" aria-busy="true" aria-label={t('panel.loading')}>
        <List>
          {Array.from({ length: PANEL_FIRST }, (_, i) => (
            <li key={i}>
              <Skeleton height={40} />
            </li>
          ))}
        </List>
      </div>
    );
  }
  if (state.status === 'error') {
    return (
      <div>
        <Note role="alert">{t('panel.failed')}</Note>
        <Button variant="secondary" onClick={reload}>
          {t('panel.tryAgain')}
        </Button>
      </div>
    );
  }

  const open = (e: MouseEvent<HTMLAnchorElement>, category: Category) => {
    e.preventDefault();
    navigateTo(categoryPath(category));
    onClose?.();
  };
  const categories = state.value;
  if (categories.length === 0) return <Note>{t('panel.none')}</Note>;

  if (all) {
    return (
      <div data-view="all">
        <Grid aria-label={t('panel.title')}>
          {categories.map((c) => (
            <li key={c.id}>
              <Tile href={categoryPath(c)} onClick={(e) => open(e, c)}>
                {categoryName(c, lang)}
              </Tile>
            </li>
          ))}
        </Grid>
        <Actions>
          <Button ref={backRef} variant="ghost" onClick={() => show(false)}>
            <ChevronLeftIcon size={18} /> {t('panel.back')}
          </Button>
        </Actions>
      </div>
    );
  }
  return (
    <div data-view="first">
      <List aria-label={t('panel.title')}>
        {categories.slice(0, PANEL_FIRST).map((c) => (
          <li key={c.id}>
            <Row href={categoryPath(c)} onClick={(e) => open(e, c)}>
              {categoryName(c, lang)}
              <ChevronRightIcon size={18} />
            </Row>
          </li>
        ))}
      </List>
      {categories.length > PANEL_FIRST && (
        <Actions>
          <Button ref={moreRef} variant="secondary" fullWidth onClick={() => show(true)}>
            {t('panel.seeMore')}
          </Button>
        </Actions>
      )}
    </div>
  );
}
