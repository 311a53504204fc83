import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'shared-router';
import styled from 'styled-components';
import { SearchIcon, tokens } from 'shared-ui';
import { RemoteFragment } from '../fragments';
import { pageSettled } from '../startup/whenSettled';
import { useT } from '../messages';

const Form = styled.form`
  flex: 1;
  max-width: 600px; /* spec §9: desktop search max width */
  display: flex;
  align-items: center;
  border: 1.5px solid ${tokens.colors.border};
  border-radius: ${tokens.radii.pill};
  background: ${tokens.colors.surfaceMuted};
  padding: 0 4px 0 ${tokens.spacing.lg};
  &:focus-within {
    border-color: ${tokens.colors.primary};
    background: ${tokens.colors.surface};
  }
`;
const Input = styled.input`
  flex: 1;
  border: 0;
  background: transparent;
  font: inherit;
  padding: 10px 0;
  min-width: 0;
  /* No natural width (an input's is about 20 characters): the form's flex decides it. */
  width: 0;
  outline: none;
`;
const Go = styled.button`
  display: grid;
  place-items: center;
  width: 36px;
  height: 36px;
  border: 0;
  border-radius: ${tokens.radii.circle};
  background: ${tokens.colors.primary};
  color: ${tokens.colors.onPrimary};
  cursor: pointer;
`;

/** Where the catalogue's search box goes: the header's flexible slot, at most 600 px wide. */
const Slot = styled(RemoteFragment)`
  flex: 1;
  display: flex;
  min-width: 0;
  max-width: 600px; /* spec §9: desktop search max width */
  /* The fragment's box shrinks with the slot (its field's natural width must not hold it open). */
  & > * {
    flex: 1;
    min-width: 0;
  }
`;

/**
 * The header's search slot (desktop header and the mobile 'Search Products' panel): the
 * catalogue's search box fragment (suggestions, recent searches). Until the page has settled or
 * the shopper touches it (it is not part of the first load), while it loads, and when
 * mf-catalogue cannot be reached, a plain form goes to the results page instead.
 */
export function SearchBox({ autoFocus = false }: { autoFocus?: boolean }) {
  // Words typed into the plain form before the fragment arrived carry over into it.
  const [draft, setDraft] = useState('');
  return (
    <Slot
      remote="mf-catalogue"
      module="search-box"
      props={{ autoFocus, initialKeyword: draft }}
      loadAfter={pageSettled}
      fallback={<PlainSearchBox autoFocus={autoFocus} keyword={draft} onKeyword={setDraft} />}
    />
  );
}

interface PlainProps {
  autoFocus?: boolean;
  keyword: string;
  onKeyword: (keyword: string) => void;
}

/** The search form without suggestions. Empty search does nothing (with scripts). */
export function PlainSearchBox({ autoFocus, keyword, onKeyword: setKeyword }: PlainProps) {
  const t = useT();
  const navigate = useNavigate();
  const field = useRef<HTMLInputElement>(null);
  // Words typed into the server's box before hydration: React keeps a hydrated field's text on
  // screen but starts its state empty, and its next render would wipe the text. Taken into the
  // state once, as the hydrated field is first seen (then Enter searches them, and they carry over
  // into the catalogue's box).
  useEffect(() => {
    const typed = field.current?.value ?? '';
    if (typed !== keyword) setKeyword(typed);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the field is first seen
  }, []);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const q = keyword.trim();
    if (q) navigate(`/search-results?keyword=${encodeURIComponent(q)}`);
  };
  return (
    // A plain form too: sent before the scripts have run (the server's header on a slow line) or
    // without them, it asks for the results page itself, which the server draws.
    <Form role="search" action="/search-results" onSubmit={submit}>
      <Input
        ref={field}
        type="search"
        name="keyword"
        value={keyword}
        onChange={(e) => setKeyword(e.target.value)}
        placeholder={t('searchPlaceholder')}
        aria-label={t('openSearch')}
        autoFocus={autoFocus}
      />
      <Go type="submit" aria-label={t('searchButton')}>
        <SearchIcon width={18} height={18} />
      </Go>
    </Form>
  );
}
