import { useId } from 'react';
import styled from 'styled-components';
import { tokens } from 'shared-ui';
import { PageHeader } from 'shared-ui/page';
import { AccountFrame } from '../../account/layout';
import { usePageTitle } from 'shared-ui/tab-title';
import { ContactDetails } from './ContactDetails';
import { ContactForm } from './ContactForm';
import { useT } from './messages';

const { font, spacing } = tokens;

/** The page's heading, its intro a size larger than other pages': it speaks to the shopper. */
const Hero = styled(PageHeader)`
  max-width: 760px;
  p {
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
  usePageTitle(t('title'));
  return (
    <AccountFrame>
      <Hero title={t('title')} intro={t('intro')} />
      <Columns>
        <ContactDetails headingId={`${id}-reach`} />
        <ContactForm headingId={`${id}-form`} />
      </Columns>
    </AccountFrame>
  );
}
