import { Link, useParams } from 'shared-router';
import { isApiError, productErrorMessage, RpcCodes } from 'shared-api';
import { BRAND, Button, ErrorState } from 'shared-ui';
import { useT as useCatalogueT } from '../messages';
import { pageTitle, useTabTitle } from 'shared-ui/tab-title';
import { ShownError } from '../feedback/ShownError';
import { ProductDetails } from './ProductDetails';
import { ProductSkeleton } from './ProductSkeleton';
import { useProduct } from './useProduct';
import { useT } from './texts';
import * as S from './ProductPage.styles';

/** No product by that address (404) or no address of a product (400): asking again cannot help. */
const lasting = (err: unknown) => isApiError(err) && (err.status === 404 || err.status === 400 || err.code === RpcCodes.invalidParams);

export function ProductPage() {
  const t = useT();
  const tc = useCatalogueT();
  const { slug = '' } = useParams();
  const { state, reload } = useProduct(slug);
  // As the server's head names the page (head.productTitle, the same in both languages; a product
  // that is not there: what the page says, server/pages/product.ts), so the tab keeps it when the
  // page hydrates and says the same when the page is reached in the browser.
  const title =
    state.status === 'ready' ? `${state.value.name} — ${BRAND.name}`
    : state.status === 'error' ? pageTitle(productErrorMessage(state.error))
    : null;
  useTabTitle(title);

  return (
    <S.Page>
      {state.status === 'loading' && <ProductSkeleton label={tc('product.loading')} />}
      {state.status === 'error' && (
        <ShownError>
          <ErrorState
            title={productErrorMessage(state.error)}
            titleAs="h1"
            action={
              <S.ErrorActions>
                {lasting(state.error) ? null : (
                  <Button variant="secondary" onClick={reload}>
                    {t('product.tryAgain')}
                  </Button>
                )}
                <Link to="/home">{t('product.backHome')}</Link>
              </S.ErrorActions>
            }
          />
        </ShownError>
      )}
      {state.status === 'ready' && <ProductDetails product={state.value} />}
    </S.Page>
  );
}
