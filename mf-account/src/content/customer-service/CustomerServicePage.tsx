import { useId } from 'react';
import styled from 'styled-components';
import { media, tokens } from 'shared-ui';
import { AccountFrame } from '../../account/layout';
import { useDocumentTitle } from '../../account/useDocumentTitle';
import { ContactDetails } from './ContactDetails';
import { ContactForm } from './ContactForm';
import { useT } from './messages';

const { colors, font, spacing } = tokens;

const Hero = styled.header`
  display: grid;
  gap: ${spacing.xs};
  max-width: 760px;
  h1 {
    margin: 0;
    font-size: ${font.size.xxxl};
    ${media.mobile} {
      font-size: ${font.size.xxl};
    }
  }
  p {
    margin: 0;
    color: ${colors.textMuted};
    font-size: ${font.size.lg};
  }
`;
const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 5fr) minmax(0, 7fr);
  gap: ${spacing.xl};
  align-items: start;
  /* Side by side only where the form keeps a comfortable width. */
  @media (max-width: 1023px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

/** /customer-service (spec §2 Footer, Help → Customer Service): how to reach us, and a message form. */
export function CustomerServicePage() {
  const t = useT();
  const id = useId();
  useDocumentTitle(t('title'));
  return (
    <AccountFrame>
      <Hero>
        <h1>{t('title')}</h1>
        <p>{t('intro')}</p>
      </Hero>
      <Columns>
        <ContactDetails headingId={`${id}-reach`} />
        <ContactForm headingId={`${id}-form`} />
      </Columns>
    </AccountFrame>
  );
}
