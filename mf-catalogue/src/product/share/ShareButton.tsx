import { useContext, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { getBus } from 'shared-events';
import { Button } from 'shared-ui';
import type { ProductDetail } from 'shared-api';
import { useT } from '../texts';
import { isShareCancelled, productPageUrl, shareTextOf, ShopOrigin, webShareAvailable, whatsAppShareHref } from './share';
import * as S from './ShareButton.styles';

/** shared-ui has no share icon yet: three linked dots, drawn like its icons (24×24, currentColor). */
function ShareGlyph() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true" focusable="false">
      <circle cx="18" cy="5" r="3" />
      <circle cx="6" cy="12" r="3" />
      <circle cx="18" cy="19" r="3" />
      <path d="m8.6 13.5 6.8 4M15.4 6.5l-6.8 4" />
    </svg>
  );
}

/**
 * The product page's Share: the device's share sheet where the browser has one;
 * otherwise a disclosure with a WhatsApp link and Copy link. Escape or a click elsewhere closes it
 * and focus goes back to the button. Without JavaScript the button, whose work is script, is left
 * out, and the server's page has a plain WhatsApp link in its place (in a <noscript>: never
 * shown, hydrated or rendered when scripts run).
 */
export function ShareButton({ product }: { product: Pick<ProductDetail, 'name' | 'slug'> }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [copyFailed, setCopyFailed] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const root = useRef<HTMLDivElement>(null);
  const firstOption = useRef<HTMLAnchorElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const serverOrigin = useContext(ShopOrigin);
  // Read when shared (handlers, the open panel), never while rendering: the server renders this
  // button too, and has no location.
  const pageUrl = () => productPageUrl(product.slug, location.origin);
  const text = shareTextOf(t, product.name);

  const close = (returnFocus: boolean) => {
    setOpen(false);
    setCopyFailed(false);
    if (returnFocus) button.current?.focus();
  };

  useEffect(() => {
    if (!open) return undefined;
    // Into the options as they open, so the keyboard goes on from there; all of them on screen.
    firstOption.current?.focus({ preventScroll: true });
    panel.current?.scrollIntoView?.({ block: 'nearest' });
    const outside = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) close(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open]);

  async function onShare() {
    if (open) return close(false);
    const data = { title: product.name, text, url: pageUrl() };
    if (webShareAvailable(data)) {
      try {
        await navigator.share(data);
        return undefined;
      } catch (err) {
        if (isShareCancelled(err)) return undefined;
        // Refused (no user gesture left, a policy): the links below still work.
      }
    }
    return setOpen(true);
  }

  async function onCopy() {
    try {
      await navigator.clipboard.writeText(pageUrl());
      getBus().emit('toast:show', { kind: 'success', message: t('product.linkCopied') });
      close(true);
    } catch {
      setCopyFailed(true);
    }
  }

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape' && open) {
      e.stopPropagation();
      close(true);
    }
  };

  return (
    <S.Root ref={root} onKeyDown={onKeyDown}>
      <Button
        ref={button}
        variant="secondary"
        size="sm"
        icon={<ShareGlyph />}
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={onShare}
      >
        {t('product.share')}
      </Button>
      <noscript>
        {serverOrigin && (
          <S.PlainLink href={whatsAppShareHref(text, productPageUrl(product.slug, serverOrigin))}>
            <ShareGlyph />
            {t('product.shareOnWhatsApp')}
          </S.PlainLink>
        )}
      </noscript>
      {open && (
        <S.Panel ref={panel} id={menuId} role="group" aria-label={t('product.shareOptions')}>
          <S.Options>
            <li>
              <S.Option as="a" href={whatsAppShareHref(text, pageUrl())} target="_blank" rel="noopener noreferrer" ref={firstOption}>
                {t('product.shareWhatsApp')}
              </S.Option>
            </li>
            <li>
              <S.Option type="button" onClick={onCopy}>
                {t('product.copyLink')}
              </S.Option>
            </li>
          </S.Options>
          {copyFailed && (
            <S.Failure role="alert">
              {t('product.copyFailed')}
              <S.UrlField readOnly value={pageUrl()} aria-label={t('product.copyLink')} onFocus={(e) => e.currentTarget.select()} />
            </S.Failure>
          )}
        </S.Panel>
      )}
    </S.Root>
  );
}
