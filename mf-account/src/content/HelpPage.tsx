import { useId } from 'react';
import styled from 'styled-components';
import { Link, useLocation } from 'shared-router';
import { cardSurfaceStyles, media, tokens, useLanguage } from 'shared-ui';
import { AccountFrame } from '../account/layout';
import { useDocumentTitle } from '../account/useDocumentTitle';
import { useT } from './messages';
import { CONTACT, HELP_PATHS, helpPage, type HelpPath } from './pages';

const { colors, font, spacing } = tokens;

const Article = styled.article`
  display: grid;
  gap: ${spacing.lg};
  max-width: 760px;
  min-width: 0;
  line-height: 1.6;
  overflow-wrap: anywhere;
  h1 {
    margin: 0;
    font-size: ${font.size.xxxl};
    line-height: 1.2;
    ${media.mobile} {
      font-size: ${font.size.xxl};
    }
  }
  h2 {
    margin: 0 0 ${spacing.xs};
    font-size: ${font.size.lg};
  }
  p,
  ul {
    margin: 0;
  }
  ul {
    padding-left: ${spacing.lg};
  }
  li + li {
    margin-top: ${spacing.xxs};
  }
`;
const Intro = styled.p`
  color: ${colors.textMuted};
  font-size: ${font.size.lg};
`;
const Section = styled.section`
  display: grid;
  gap: ${spacing.xs};
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
  useDocumentTitle(page.title);
  const { pathname } = useLocation();

  return (
    <AccountFrame>
      <Article aria-labelledby={`${id}-title`}>
        <header>
          <h1 id={`${id}-title`}>{page.title}</h1>
        </header>
        <Intro>{page.intro}</Intro>
        {page.sections.map((s, i) => (
          <Section key={s.heading} aria-labelledby={`${id}-s${i}`}>
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
          </Section>
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
      </Article>
    </AccountFrame>
  );
}
