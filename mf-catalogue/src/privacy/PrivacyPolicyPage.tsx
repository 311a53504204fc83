import styled from 'styled-components';
import { BRAND, tokens } from 'shared-ui';
import { ContentPage, ContentSection } from 'shared-ui/page';
import { PageFrame } from '../listing/PageFrame';
import { useT } from '../messages';
import { useT as usePolicyT } from './messages';

const { colors, spacing, font, radii } = tokens;

// The help pages' reading layout (shared-ui's ContentPage), with the policy's links in bold.
const Article = styled(ContentPage)`
  a {
    color: ${colors.primary};
    font-weight: ${font.weight.semibold};
  }
`;

const Summary = styled.p`
  padding: ${spacing.md} ${spacing.lg};
  border-radius: ${radii.md};
  background: ${colors.primarySoft};
  font-weight: ${font.weight.semibold};
`;

/** The sections with one paragraph each, in reading order; 'collect' is a list, 'contact' has links. */
const PARAGRAPHS = [
  'codes',
  'use',
  'share',
  'keep',
  'security',
  'rights',
  'children',
  'changes',
] as const;
const COLLECTED = ['account', 'addresses', 'orders', 'wallet', 'device'] as const;

/** /privacy-policy: what the shop collects, why, who sees it, and how to reach us. */
export function PrivacyPolicyPage() {
  const frame = useT();
  const t = usePolicyT();
  const vars = { brand: BRAND.name };
  return (
    <PageFrame title={frame('privacy.title')} subtitle={frame('privacy.updated')}>
      <Article lang="en">
        <Summary>{t('privacy.summary')}</Summary>
        <p>{t('privacy.intro', vars)}</p>
        <ContentSection aria-labelledby="privacy-collect">
          <h2 id="privacy-collect">{t('privacy.collect.title')}</h2>
          <ul>
            {COLLECTED.map((item) => (
              <li key={item}>{t(`privacy.collect.${item}`)}</li>
            ))}
          </ul>
        </ContentSection>
        {PARAGRAPHS.map((id) => (
          <ContentSection key={id} aria-labelledby={`privacy-${id}`}>
            <h2 id={`privacy-${id}`}>{t(`privacy.${id}.title`)}</h2>
            <p>{t(`privacy.${id}.body`, vars)}</p>
          </ContentSection>
        ))}
        <ContentSection aria-labelledby="privacy-contact">
          <h2 id="privacy-contact">{t('privacy.contact.title')}</h2>
          <p>
            {t('privacy.contact.body')}{' '}
            <a href={`mailto:${BRAND.supportEmail}`}>{BRAND.supportEmail}</a>{' '}
            {t('privacy.contact.address', { address: BRAND.address })}
          </p>
        </ContentSection>
      </Article>
    </PageFrame>
  );
}
