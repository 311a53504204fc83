import { Link } from 'shared-router';
import styled from 'styled-components';
import { ChevronLeftIcon, ChevronRightIcon, tokens } from 'shared-ui';
import { useT } from './resultsTexts';

const { colors, spacing, radii, font } = tokens;

const Nav = styled.nav`
  display: flex;
  justify-content: center;
  ul {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${spacing.xs};
    list-style: none;
    margin: 0;
    padding: 0;
  }
  a,
  span {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    gap: ${spacing.xxs};
    min-width: 44px;
    min-height: 44px;
    padding: 0 ${spacing.sm};
    border-radius: ${radii.md};
    font-weight: ${font.weight.medium};
    text-decoration: none;
  }
  a {
    color: ${colors.primary};
    border: 1px solid ${colors.border};
    background: ${colors.surface};
  }
  a:hover {
    background: ${colors.primarySoft};
  }
  a[aria-current='page'] {
    background: ${colors.primary};
    border-color: ${colors.primary};
    color: ${colors.onPrimary};
  }
  span {
    color: ${colors.textSubtle};
  }
`;

/** Up to 5 page numbers around the current one, always within 1…total. */
export function pageWindow(page: number, total: number, size = 5): number[] {
  if (total <= 0) return [];
  const count = Math.min(size, total);
  const first = Math.min(Math.max(1, page - Math.floor(count / 2)), total - count + 1);
  return Array.from({ length: count }, (_, i) => first + i);
}

interface Props {
  page: number;
  totalPages: number;
  /** The address of a page of the same search and sort. */
  href: (page: number) => string;
}

/** Paging of the results from the answer's total_pages; every page has its own address. */
export function Pager({ page, totalPages, href }: Props) {
  const t = useT();
  if (totalPages <= 1) return null;
  return (
    <Nav aria-label={t('results.pages')}>
      <ul>
        <li>
          {page > 1 ? (
            <Link to={href(page - 1)} rel="prev">
              <ChevronLeftIcon size={16} /> {t('results.prev')}
            </Link>
          ) : (
            <span aria-hidden="true">
              <ChevronLeftIcon size={16} /> {t('results.prev')}
            </span>
          )}
        </li>
        {pageWindow(page, totalPages).map((n) => (
          <li key={n}>
            <Link
              to={href(n)}
              aria-current={n === page ? 'page' : undefined}
              aria-label={t('results.page', { page: n })}
            >
              {n}
            </Link>
          </li>
        ))}
        <li>
          {page < totalPages ? (
            <Link to={href(page + 1)} rel="next">
              {t('results.next')} <ChevronRightIcon size={16} />
            </Link>
          ) : (
            <span aria-hidden="true">
              {t('results.next')} <ChevronRightIcon size={16} />
            </span>
          )}
        </li>
      </ul>
    </Nav>
  );
}
