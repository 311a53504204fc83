import styled from 'styled-components';
import { Skeleton, VisuallyHidden, tokens } from 'shared-ui';
import { PageFrame } from '../listing/PageFrame';
import { useT } from '../messages';

const Lines = styled.div`
  display: grid;
  gap: ${tokens.spacing.sm};
  max-width: 760px; // the measure of the page's text (shared-ui's ContentPage)
`;

const LINES = ['100%', '96%', '100%', '88%', '100%', '92%', '60%'];

/** /privacy-policy while its code arrives: the heading and date, then lines where the text goes. */
export function PrivacyPolicySkeleton() {
  const t = useT();
  return (
    <PageFrame title={t('privacy.title')} subtitle={t('privacy.updated')}>
      <Lines role="status" aria-busy="true">
        <VisuallyHidden>{t('page.loading')}</VisuallyHidden>
        <Skeleton height="3em" radius="md" />
        {LINES.map((width, i) => (
          <Skeleton key={i} width={width} height="1.2em" radius="sm" />
        ))}
      </Lines>
    </PageFrame>
  );
}
