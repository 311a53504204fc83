import { useState } from 'react';
import styled from 'styled-components';
import { tokens } from 'shared-ui';
import type { CartLine } from 'shared-events';

const SIZE = 80;

const Img = styled.img`
  display: block;
  width: ${SIZE}px;
  height: ${SIZE}px;
  object-fit: cover;
  border-radius: ${tokens.radii.md};
  background: ${tokens.colors.surfaceMuted};
`;
const Blank = styled.div`
  width: ${SIZE}px;
  height: ${SIZE}px;
  border-radius: ${tokens.radii.md};
  background: ${tokens.colors.surfaceMuted};
`;

/**
 * The line's picture: its own image URL, then the product image API (spec: images retry with the
 * image API), then a plain tile. Decorative: the product name is right beside it.
 */
export function LineImage({ line }: { line: CartLine }) {
  const api = `/api/product-image/${encodeURIComponent(String(line.id))}`;
  const [src, setSrc] = useState<string | null>(line.image || api);
  if (!src) return <Blank aria-hidden="true" />;
  return (
    <Img
      src={src}
      alt=""
      width={SIZE}
      height={SIZE}
      loading="lazy"
      decoding="async"
      onError={() => setSrc(src === api ? null : api)}
    />
  );
}
