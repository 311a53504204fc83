import {
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type FocusEvent,
  type FormEvent,
  type KeyboardEvent,
} from 'react';
import type { ProductSummary } from 'shared-api';
import { SearchIcon, formatPrice, useLanguage } from 'shared-ui';
import { productCategoryName } from '../categories/categoryNames';
import { navigateTo } from '../fragments/navigate';
import { useT } from './texts';
import { resultsUrl, suggestionKeyword } from './query';
import { readRecentSearches, rememberSearch } from './recent';
import { useSuggestions } from './useSuggestions';
import * as S from './SearchBox.styles';

type Choice =
  | { kind: 'recent'; keyword: string }
  | { kind: 'product'; product: ProductSummary }
  | { kind: 'all'; keyword: string };

export interface SearchBoxProps {
  /** Focus the input at once (the mobile search panel). */
  autoFocus?: boolean;
  /** Words the shopper typed into the shell's plain form before this box arrived. */
  initialKeyword?: string;
}

/** The keyword of the results page the shopper is on, so the box shows what was searched. */
function keywordInAddress(): string {
  if (window.location.pathname !== '/search-results') return '';
  return new URLSearchParams(window.location.search).get('keyword') ?? '';
}

/**
 * The header's search box (spec §2 Search): a combobox whose listbox holds the recent searches
 * (short input) or up to 5 suggestions and 'View all results'. ArrowUp/ArrowDown move through
 * the options, Enter opens the active one (or searches the typed words), Escape closes.
 */
export function SearchBox({ autoFocus = false, initialKeyword = '' }: SearchBoxProps) {
  const t = useT();
  const lang = useLanguage();
  const id = useId();
  const listId = `${id}-list`;
  const [input, setInput] = useState(() => initialKeyword || keywordInAddress());
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [recent, setRecent] = useState(() => readRecentSearches());
  const suggestions = useSuggestions(input);
  const inputRef = useRef<HTMLInputElement>(null);
  const keyword = suggestionKeyword(input);

  const choices = useMemo<Choice[]>(() => {
    if (keyword === null) return recent.map((k) => ({ kind: 'recent', keyword: k }));
    const products = suggestions.status === 'ready' ? suggestions.products : [];
    return [
      ...products.map((product): Choice => ({ kind: 'product', product })),
      { kind: 'all', keyword },
    ];
  }, [keyword, recent, suggestions]);

  // The options change under the highlight as suggestions arrive: start again from none.
  useEffect(() => setActive(-1), [choices]);

  const close = () => {
    setOpen(false);
    setActive(-1);
  };

  const search = (words: string) => {
    const value = words.trim();
    if (!value) return; // spec §5: empty search does nothing
    setRecent(rememberSearch(value));
    setInput(value);
    close();
    navigateTo(resultsUrl(value));
  };

  const choose = (choice: Choice) => {
    if (choice.kind === 'product') {
      if (keyword) setRecent(rememberSearch(keyword));
      close();
      navigateTo(`/product/${choice.product.slug}`);
    } else {
      search(choice.keyword);
    }
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const choice = open ? choices[active] : undefined;
    if (choice) choose(choice);
    else search(input);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    const count = choices.length;
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (!open) {
        setOpen(true);
        return;
      }
      if (count === 0) return;
      const step = e.key === 'ArrowDown' ? 1 : -1;
      // From no highlight, Down goes to the first option and Up to the last; both wrap.
      setActive((i) => (i < 0 ? (step > 0 ? 0 : count - 1) : (i + step + count) % count));
    } else if (e.key === 'Escape') {
      if (open) {
        e.preventDefault();
        close();
      } else if (input) {
        e.preventDefault();
        setInput('');
      }
    }
  };

  const onBlur = (e: FocusEvent<HTMLDivElement>) => {
    if (!e.currentTarget.contains(e.relatedTarget as Node | null)) close();
  };

  const optionId = (i: number) => `${id}-option-${i}`;
  const activeChoice = open && active >= 0 ? choices[active] : undefined;
  const recentShown = keyword === null && recent.length > 0;

  const renderOption = (choice: Choice, i: number) => (
    <S.Option
      key={choice.kind === 'product' ? `p${choice.product.id}` : `${choice.kind}:${choice.keyword}`}
      id={optionId(i)}
      role="option"
      aria-selected={i === active}
      $active={i === active}
      // Keep the focus in the input, so the click is not lost to a blur that closes the list.
      onMouseDown={(e) => e.preventDefault()}
      onClick={() => choose(choice)}
      data-kind={choice.kind}
    >
      {choice.kind === 'recent' && (
        <S.Recent>
          <SearchIcon width={16} height={16} aria-hidden="true" />
          {choice.keyword}
        </S.Recent>
      )}
      {choice.kind === 'product' && (
        <>
          <S.Thumb src={choice.product.imageUrl} alt="" loading="lazy" />
          <S.Text>
            <S.Name>{choice.product.name}</S.Name>
            <S.Category>{productCategoryName(choice.product, lang)}</S.Category>
          </S.Text>
          <S.Price>{formatPrice(choice.product.price)}</S.Price>
        </>
      )}
      {choice.kind === 'all' && <S.ViewAll>{t('search.viewAll')}</S.ViewAll>}
    </S.Option>
  );

  return (
    <S.Root onBlur={onBlur} data-testid="search-box">
      <S.Form role="search" onSubmit={onSubmit}>
        <S.Input
          ref={inputRef}
          type="search"
          role="combobox"
          aria-label={t('search.label')}
          aria-expanded={open}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={activeChoice ? optionId(active) : undefined}
          autoComplete="off"
          enterKeyHint="search"
          placeholder={t('search.placeholder')}
          value={input}
          autoFocus={autoFocus}
          onChange={(e) => {
            setInput(e.target.value);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onClick={() => setOpen(true)}
          onKeyDown={onKeyDown}
        />
        <S.Go type="submit" aria-label={t('search.submit')}>
          <SearchIcon width={18} height={18} />
        </S.Go>
      </S.Form>
      {/* Always in the page, so the input's aria-controls names a real element. */}
      <S.Dropdown hidden={!open}>
        <div aria-live="polite">
          {keyword === null && <S.Note>{t('search.typeToSearch')}</S.Note>}
          {keyword !== null && suggestions.status === 'loading' && (
            <S.Note>{t('search.searching')}</S.Note>
          )}
          {keyword !== null &&
            suggestions.status === 'ready' &&
            suggestions.products.length === 0 && <S.Note>{t('search.noResults')}</S.Note>}
        </div>
        <S.List id={listId} role="listbox" aria-label={t('search.label')}>
          {recentShown && <S.GroupLabel role="presentation">{t('search.recent')}</S.GroupLabel>}
          {keyword !== null &&
            suggestions.status === 'ready' &&
            suggestions.products.length > 0 && (
              <S.GroupLabel role="presentation">{t('search.suggestions')}</S.GroupLabel>
            )}
          {choices.map(renderOption)}
        </S.List>
      </S.Dropdown>
    </S.Root>
  );
}
