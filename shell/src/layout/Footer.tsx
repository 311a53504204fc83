import { Link } from 'shared-router';
import styled from 'styled-components';
import { BRAND, tokens } from 'shared-ui';
import { useT } from './footerMessages';

const Foot = styled.footer`
  background: #0f2f31;
  color: #d7e4e4;
  margin-top: ${tokens.spacing.xxxl};
  ${tokens.media.mobile} {
    display: none; /* spec §2: mobile shows the bottom bar instead */
  }
`;
const Grid = styled.div`
  max-width: 1280px;
  margin: 0 auto;
  padding: ${tokens.spacing.xxxl} ${tokens.spacing.xl} ${tokens.spacing.xl};
  display: grid;
  grid-template-columns: 1.4fr repeat(4, 1fr);
  gap: ${tokens.spacing.xl};
`;
const Title = styled.h2`
  font-size: ${tokens.font.size.sm};
  text-transform: uppercase;
  letter-spacing: 0.06em;
  color: #fff;
  margin: 0 0 ${tokens.spacing.md};
`;
const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${tokens.spacing.sm};
  a {
    color: #d7e4e4;
    text-decoration: none;
    font-size: ${tokens.font.size.sm};
  }
  a:hover {
    color: #fff;
    text-decoration: underline;
  }
`;
const Bottom = styled.div`
  border-top: 1px solid rgba(255, 255, 255, 0.12);
  max-width: 1280px;
  margin: 0 auto;
  padding: ${tokens.spacing.lg} ${tokens.spacing.xl};
  font-size: ${tokens.font.size.xs};
  color: #9fb5b6;
`;

type FooterLink = { to: string; label: string; external?: boolean };
const groups = (t: ReturnType<typeof useT>): { title: string; links: FooterLink[] }[] => [
  {
    title: t('footerMyAccount'),
    links: [
      { to: '/order-tracking', label: t('trackOrders') },
      { to: '/wishlist', label: t('wishList') },
      { to: '/account/reviews', label: t('reviews') },
      { to: `mailto:${BRAND.supportEmail}`, label: t('contactUs'), external: true },
      { to: '/student-discount', label: t('studentDiscount') },
    ],
  },
  {
    title: t('footerHelp'),
    links: [
      { to: '/customer-service', label: t('customerService') },
      { to: '/faq', label: t('faqs') },
      { to: '/shipping-info', label: t('shipping') },
      { to: '/billing-info', label: t('billing') },
      { to: '/returns', label: t('returns') },
    ],
  },
  {
    title: t('footerAbout'),
    links: [
      { to: '/about', label: t('aboutUs') },
      { to: '/business', label: t('business') },
      { to: '/platforms', label: t('platforms') },
    ],
  },
  {
    title: t('footerTerms'),
    links: [
      { to: '/terms', label: t('terms') },
      { to: '/privacy-policy', label: t('privacy') },
      { to: '/legal', label: t('legal') },
      { to: '/influencer-terms', label: t('influencerTerms') },
    ],
  },
];

const social = [
  ['Facebook', BRAND.social.facebook],
  ['WhatsApp', BRAND.social.whatsapp],
  ['Instagram', BRAND.social.instagram],
  ['TikTok', BRAND.social.tiktok],
] as const;

export function Footer() {
  // By hook: the server draws the footer in the page's language, never the process's global one.
  const t = useT();
  return (
    <Foot>
      <Grid>
        <div>
          <Title as="p" style={{ fontSize: tokens.font.size.xl, textTransform: 'none' }}>{BRAND.name}</Title>
          <p style={{ margin: '0 0 12px', fontSize: tokens.font.size.sm }}>{t('tagline')}</p>
          <address style={{ fontStyle: 'normal', fontSize: tokens.font.size.sm, marginBottom: 12 }}>
            <span>{t('visitUs')}: </span>{BRAND.address}
          </address>
          <List as="div" style={{ display: 'block' }}>
            <a href={`mailto:${BRAND.supportEmail}`}>{t('emailUs')}: {BRAND.supportEmail}</a>
          </List>
          <List aria-label={t('followUs')} style={{ gridAutoFlow: 'column', justifyContent: 'start', marginTop: 12 }}>
            {social.map(([name, href]) => (
              <li key={name}>
                <a href={href} rel="noopener noreferrer" target="_blank">{name}</a>
              </li>
            ))}
          </List>
        </div>
        {groups(t).map((g) => (
          <nav key={g.title} aria-label={g.title}>
            <Title>{g.title}</Title>
            <List>
              {g.links.map((l) => (
                <li key={l.to}>{l.external ? <a href={l.to}>{l.label}</a> : <Link to={l.to}>{l.label}</Link>}</li>
              ))}
            </List>
          </nav>
        ))}
      </Grid>
      <Bottom>{t('copyright', { year: new Date().getFullYear() })}</Bottom>
    </Foot>
  );
}
