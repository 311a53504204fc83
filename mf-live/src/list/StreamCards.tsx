import { useId, useState } from 'react';
import type { LiveProduct, LiveStream } from 'shared-api';
import { productImageUrl } from 'shared-api';
import { Badge, BRAND, Button, formatPrice, LocalDateTime } from 'shared-ui';
import { useT } from '../messages';
import type { Reminders } from './useReminders';
import * as S from './styles';

/** The room of a stream (spec §2 /{product}-live-shopping/{streamId}). */
export const roomPath = (id: number) => `/${BRAND.slug}-live-shopping/${id}`;

/** Tiles in a card's product row: up to four pictures, or three and how many more ('+3 more'). */
const TILES = 4;
const count = new Intl.NumberFormat('en-US');

/** A picture that falls back to the image API once, then to its grey box. */
function Picture({ src, fallback, alt, eager = false, size }: { src: string; fallback?: string; alt: string; eager?: boolean; size?: number }) {
  const [url, setUrl] = useState(src);
  const [gone, setGone] = useState(false);
  if (gone || !url) return null;
  return (
    <img
      src={url}
      alt={alt}
      width={size}
      height={size}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      onError={() => (fallback && url !== fallback ? setUrl(fallback) : setGone(true))}
    />
  );
}

/** The seller's pinned products, in their order: small pictures with today's price. */
function ProductStrip({ products }: { products: LiveProduct[] }) {
  const t = useT();
  if (products.length === 0) return null;
  const shown = [...products].sort((a, b) => a.position - b.position).slice(0, products.length > TILES ? TILES - 1 : TILES);
  const rest = products.length - shown.length;
  return (
    <S.Products aria-label={t('list.featured')}>
      {shown.map((p) => (
        <S.ProductItem key={p.product_id}>
          <Picture src={p.image} fallback={productImageUrl(p.product_id)} alt={p.name} size={56} />
          <S.Price>{formatPrice(p.price)}</S.Price>
        </S.ProductItem>
      ))}
      {rest > 0 ? <S.More>{t('list.more', { count: rest })}</S.More> : null}
    </S.Products>
  );
}

/** The card's title (its link to the room, and the card's name) and the seller, as both cards show them. */
function TitleAndSeller({ stream, titleId }: { stream: LiveStream; titleId: string }) {
  const t = useT();
  return (
    <>
      <h3 id={titleId}>
        <S.CoverLink to={roomPath(stream.id)}>{stream.title}</S.CoverLink>
      </h3>
      <S.Seller>{t('list.seller', { name: stream.seller.name })}</S.Seller>
    </>
  );
}

/** A stream live now: its picture with LIVE and the viewers, title, seller and products. */
export function LiveCard({ stream, eager }: { stream: LiveStream; eager: boolean }) {
  const t = useT();
  const titleId = useId();
  return (
    <S.RowCard $live aria-labelledby={titleId} data-stream-id={stream.id}>
      <S.SmallPoster $live>
        <Picture src={stream.poster} alt="" eager={eager} />
        <S.Marks>
          <Badge tone="live" pulse />
          <S.Viewers data-testid="viewer-count">{t('list.watching', { viewers: count.format(stream.viewer_count) })}</S.Viewers>
        </S.Marks>
      </S.SmallPoster>
      <S.RowHead>
        <TitleAndSeller stream={stream} titleId={titleId} />
      </S.RowHead>
      <S.RowProducts>
        <ProductStrip products={stream.products} />
      </S.RowProducts>
      <S.WatchCue aria-hidden="true">
        <PlayGlyph />
        {t('list.watch')}
      </S.WatchCue>
    </S.RowCard>
  );
}

/** A stream coming up: when it starts, title, seller, products and the reminder button. */
export function UpcomingCard({ stream, reminders }: { stream: LiveStream; reminders: Reminders }) {
  const t = useT();
  const titleId = useId();
  const on = reminders.isSet(stream.id);
  return (
    <S.RowCard aria-labelledby={titleId} data-stream-id={stream.id}>
      <S.SmallPoster>
        <Picture src={stream.poster} alt="" />
      </S.SmallPoster>
      <S.RowHead>
        <S.When>
          {t('list.starts')} <LocalDateTime iso={stream.starts_at} />
        </S.When>
        <TitleAndSeller stream={stream} titleId={titleId} />
      </S.RowHead>
      <S.RowProducts>
        <ProductStrip products={stream.products} />
      </S.RowProducts>
      <S.RowActions>
        <Button
          size="md"
          variant={on ? 'secondary' : 'primary'}
          aria-pressed={on}
          aria-describedby={titleId}
          loading={reminders.isBusy(stream.id)}
          icon={<BellIcon filled={on} />}
          onClick={() => reminders.toggle(stream)}
        >
          {on ? t('list.reminderSet') : t('list.remind')}
        </Button>
      </S.RowActions>
    </S.RowCard>
  );
}

function BellIcon({ filled }: { filled: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width={16} height={16} aria-hidden="true" focusable="false" fill={filled ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round">
      <path d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
      <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
    </svg>
  );
}

function PlayGlyph() {
  return (
    <svg viewBox="0 0 24 24" width={14} height={14} aria-hidden="true" focusable="false" fill="currentColor">
      <path d="M8 5v14l11-7z" />
    </svg>
  );
}
