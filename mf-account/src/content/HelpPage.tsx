import { useId } from 'react';
import styled from 'styled-components';
import { Link, useLocation } from 'shared-router';
import { cardSurfaceStyles, tokens, useLanguage } from 'shared-ui';
import { ContentPage, ContentSection } from 'shared-ui/page';
import { AccountFrame } from '../account/layout';
import { usePageTitle } from 'shared-ui/tab-title';
import { useT } from './messages';
import { CONTACT, HELP_PATHS, helpPage, type HelpPath } from './pages';

const { colors, font, spacing } = tokens;

const Intro = styled.p`
  color: ${colors.textMuted};
  font-size: ${font.size.lg};
`;
const Aside = styled.aside`
  ${cardSurfaceStyles}
  display: grid;
  gap: ${spacing.xs};
  padding: ${spacing.lg};
  a {
    color: ${colors.primary};
    font-weight: ${font.weight.semibold};
  }
`;
const More = styled.nav`
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${spacing.xs} ${spacing.md};
    padding: 0;
    list-style: none;
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    color: ${colors.primary};
  }
`;

/** One of the footer's help and company pages (spec §2 Footer): the page of the address. */
export function HelpPage({ path }: { path: HelpPath }) {
  const t = useT();
  const language = useLanguage();
  const page = helpPage(path, language);
  const id = useId();
  usePageTitle(page.title);
  const { pathname } = useLocation();

  return (
    <AccountFrame>
      <ContentPage aria-labelledby={`${id}-title`}>
        <header>
          <h1 id={`${id}-title`}>{page.title}</h1>
        </header>
        <Intro>{page.intro}</Intro>
        {page.sections.map((s, i) => (
          <ContentSection key={s.heading} aria-labelledby={`${id}-s${i}`}>
            <h2 id={`${id}-s${i}`}>{s.heading}</h2>
            {s.text?.map((p) => (
              <p key={p}>{p}</p>
            ))}
            {s.items && (
              <ul>
                {s.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            )}
          </ContentSection>
        ))}
        <Aside aria-labelledby={`${id}-help`}>
          <h2 id={`${id}-help`}>{t('help.contactTitle')}</h2>
          <p>{t('help.contactText')}</p>
          <p>
            <a href={`mailto:${CONTACT.email}`}>{CONTACT.email}</a>
          </p>
          <address>{CONTACT.address}</address>
        </Aside>
        <More aria-label={t('help.more')}>
          <ul>
            {HELP_PATHS.filter((p) => p !== pathname).map((p) => (
              <li key={p}>
                <Link to={p}>{helpPage(p, language).title}</Link>
              </li>
            ))}
          </ul>
        </More>
      </ContentPage>
    </AccountFrame>
  );
}
