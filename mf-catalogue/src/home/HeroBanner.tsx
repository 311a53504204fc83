import { Link } from 'shared-router';
import styled from 'styled-components';
import { BRAND, media, tokens } from 'shared-ui';
import { useT } from '../messages';

const { colors, spacing, radii, font, shadows } = tokens;

const Banner = styled.section`
  position: relative;
  overflow: hidden;
  display: grid;
  gap: ${spacing.md};
  padding: ${spacing.xxl} ${spacing.xxl};
  border-radius: ${radii.xl};
  color: ${colors.onPrimary};
  background:
    radial-gradient(circle at 88% 18%, rgba(242, 165, 22, 0.35), transparent 42%),
    linear-gradient(120deg, ${colors.primaryActive}, ${colors.primary} 60%, #138a8e);
  box-shadow: ${shadows.md};

  ${media.mobile} {
    padding: ${spacing.xl} ${spacing.lg};
    border-radius: ${radii.lg};
    gap: ${spacing.sm};
  }
`;

const Brand = styled.p`
  margin: 0;
  font-size: ${font.size.sm};
  font-weight: ${font.weight.bold};
  letter-spacing: 0.12em;
  text-transform: uppercase;
  opacity: 0.9;
`;

const Title = styled.h1`
  margin: 0;
  max-width: 22ch;
  font-size: ${font.size.display};
  font-weight: ${font.weight.bold};

  ${media.mobile} {
    font-size: ${font.size.xxl};
  }
`;

const Tagline = styled.p`
  margin: 0;
  max-width: 48ch;
  font-size: ${font.size.lg};
  opacity: 0.92;

  ${media.mobile} {
    font-size: ${font.size.md};
  }
`;

const Promises = styled.ul`
  list-style: none;
  margin: ${spacing.sm} 0 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${spacing.sm};

  li {
    padding: ${spacing.xs} ${spacing.md};
    border-radius: ${radii.md};
    background: rgba(255, 255, 255, 0.14);
    font-size: ${font.size.sm};
    font-weight: ${font.weight.medium};
  }
  li.express {
    background: ${colors.accent};
    color: ${colors.onAccent};
    font-weight: ${font.weight.semibold};
  }
`;

const Cta = styled(Link)`
  justify-self: start;
  margin-top: ${spacing.sm};
  padding: ${spacing.md} ${spacing.xl};
  border-radius: ${radii.md};
  background: ${colors.surface};
  color: ${colors.primary};
  font-weight: ${font.weight.semibold};
  text-decoration: none;

  &:hover {
    background: ${colors.primarySoft};
    color: ${colors.primaryActive};
  }
`;

/** The top of the homepage: who we are, in Somali first, and the delivery promise. */
export function HeroBanner() {
  const t = useT();
  return (
    <Banner aria-label={t('home.heroLabel', { brand: BRAND.name })}>
      <Brand>{BRAND.name}</Brand>
      <Title>{t('home.heroTitle')}</Title>
      <Tagline>{t('home.heroTagline')}</Tagline>
      <Promises>
        <li className="express">{t('home.heroExpress')}</li>
        <li>{t('home.heroFree')}</li>
      </Promises>
      <Cta to="/discounts">{t('home.heroCta')}</Cta>
    </Banner>
  );
}
