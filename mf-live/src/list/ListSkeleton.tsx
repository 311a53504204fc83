import { Skeleton, VisuallyHidden } from 'shared-ui';
import { useT } from '../messages';
import * as S from './styles';

/** The list's shape while it loads: two live cards and two rows coming up, so nothing jumps. */
export function ListSkeleton() {
  const t = useT();
  return (
    <div aria-busy="true" data-testid="live-list-loading">
      <VisuallyHidden role="status">{t('list.loading')}</VisuallyHidden>
      <S.Section as="div">
        <Skeleton width={160} height={28} />
        <S.LiveGrid as="div">
          {[0, 1].map((i) => (
            <S.Card key={i} as="div">
              <Skeleton height="auto" aspectRatio="16 / 9" radius="sm" />
              <S.Body>
                <Skeleton width="70%" height={22} />
                <Skeleton width="40%" height={16} />
                <div style={{ display: 'flex', gap: 8 }}>
                  {[0, 1, 2].map((j) => (
                    <Skeleton key={j} width={56} height={56} />
                  ))}
                </div>
              </S.Body>
            </S.Card>
          ))}
        </S.LiveGrid>
      </S.Section>
    </div>
  );
}
