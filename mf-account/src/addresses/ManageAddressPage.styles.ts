import styled from 'styled-components';
import { media, tokens } from 'shared-ui';
import { FormProblem } from 'shared-ui/form';
import { CountedTitle, PageContainer } from 'shared-ui/page';

const { colors, font, spacing, radii } = tokens;

export const Page = styled(PageContainer).attrs({ $width: 'narrow' })``;

export const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${spacing.md} ${spacing.lg};
  margin-bottom: ${spacing.xl};
  ${media.mobile} {
    margin-bottom: ${spacing.lg};
    & > button {
      width: 100%;
    }
  }
`;

export const Title = styled(CountedTitle)`
  margin: 0 0 ${spacing.xs};
`;

export { TitleCount as Count } from 'shared-ui/page';

export const Intro = styled.p`
  margin: 0;
  max-width: 36rem;
  font-size: ${font.size.sm};
  color: ${colors.textMuted};
`;

export const Plus = styled.span`
  font-size: ${font.size.xl};
  line-height: 1;
`;

export const Problem = styled(FormProblem)`
  margin-bottom: ${spacing.lg};
`;

export const Loading = styled.div`
  display: grid;
  gap: ${spacing.md};
`;

export const SkeletonCard = styled.div`
  display: grid;
  gap: ${spacing.sm};
  padding: ${spacing.lg};
  border: 1px solid ${colors.border};
  border-radius: ${radii.lg};
  background: ${colors.surface};
`;

export const DialogText = styled.p`
  margin: 0;
`;
