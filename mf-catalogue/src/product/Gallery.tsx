import { useState } from 'react';
import styled from 'styled-components';
import type { ProductDetail } from 'shared-api';
import { media, tokens } from 'shared-ui';
import { ProductImage } from '../product-card/ProductImage';
import { IMAGE_SIZES } from '../media/imageSizes';
import { useT } from './texts';

const { colors, spacing, radii } = tokens;

const Root = styled.div`
  display: grid;
  gap: ${spacing.md};
  align-content: start;
`;

const Main = styled.div`
  border-radius: ${radii.lg};
  overflow: hidden;
  border: 1px solid ${colors.border};
  background: ${colors.surface};
`;

const Thumbs = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  gap: ${spacing.sm};
  overflow-x: auto;

  button,
  a {
    display: block;
    width: 72px;
    padding: 0;
    border: 2px solid ${colors.border};
    border-radius: ${radii.md};
    overflow: hidden;
    background: ${colors.surface};
    cursor: pointer;
    ${media.mobile} {
      width: 60px;
    }
  }
  button[aria-current='true'] {
    border-color: ${colors.primary};
  }
`;

/* Without scripts the buttons do nothing: the links in the <noscript> below stand in their place. */
const ThumbButtons = styled(Thumbs)`
  @media (scripting: none) {
    display: none;
  }
`;

/** Main image plus imageUrls, each once, main first. */
export function galleryImages(product: Pick<ProductDetail, 'imageUrl' | 'imageUrls'>): string[] {
  return [...new Set([product.imageUrl, ...product.imageUrls].filter(Boolean))];
}

function Thumbnail({ productId, url, index }: { productId: number; url: string; index: number }) {
  return <ProductImage productId={productId} src={url} alt="" fallbackToMain={index === 0} sizes={IMAGE_SIZES.thumbnail} />;
}

export function Gallery({ product }: { product: ProductDetail }) {
  const t = useT();
  const images = galleryImages(product);
  const [selected, setSelected] = useState(0);
  const current = images[selected] ?? product.imageUrl;

  return (
    <Root aria-label={t('product.gallery')} role="group">
      <Main>
        {/* The page's largest paint: eager and asked for first (ProductImage's fetchpriority). */}
        <ProductImage
          key={current}
          productId={product.id}
          src={current}
          alt={product.name}
          eager
          fallbackToMain={selected === 0}
          sizes={IMAGE_SIZES.productMain}
        />
      </Main>
      {images.length > 1 && (
        <>
          <ThumbButtons>
            {images.map((url, index) => (
              <li key={url}>
                <button
                  type="button"
                  aria-current={index === selected}
                  aria-label={t('product.showImage', { index: index + 1, total: images.length })}
                  onClick={() => setSelected(index)}
                >
                  <Thumbnail productId={product.id} url={url} index={index} />
                </button>
              </li>
            ))}
          </ThumbButtons>
          {/* The server's page only (a browser with scripts never shows a noscript, and React does
              not hydrate one): each thumbnail opens its picture, whole, in the browser. */}
          <noscript>
            <Thumbs>
              {images.map((url, index) => (
                <li key={url}>
                  <a href={url} aria-label={t('product.showImage', { index: index + 1, total: images.length })}>
                    <Thumbnail productId={product.id} url={url} index={index} />
                  </a>
                </li>
              ))}
            </Thumbs>
          </noscript>
        </>
      )}
    </Root>
  );
}
