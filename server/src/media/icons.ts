/**
 * Icons of Fluent Emoji Flat (MIT licence, Copyright (c) Microsoft Corporation — see NOTICE.md),
 * from @iconify-json/fluent-emoji-flat's icon set JSON.
 */
import { createRequire } from 'node:module';

interface IconifyIcon { body: string; width?: number; height?: number; left?: number; top?: number }
interface IconifySet {
  icons: Record<string, IconifyIcon>;
  aliases?: Record<string, { parent: string }>;
  width?: number;
  height?: number;
}

let set: IconifySet | undefined;
const iconSet = (): IconifySet => {
  set ??= createRequire(import.meta.url)('@iconify-json/fluent-emoji-flat/icons.json') as IconifySet;
  return set;
};

export const FALLBACK_ICON = 'shopping-bags';

/** The icon's SVG body and viewBox; unknown names fall back to a shopping bag. */
export function iconOf(name: string): { body: string; viewBox: string } {
  const s = iconSet();
  const resolved = s.icons[name] ? name : s.aliases?.[name]?.parent ?? FALLBACK_ICON;
  const icon = s.icons[resolved] ?? s.icons[FALLBACK_ICON]!;
  const w = icon.width ?? s.width ?? 32;
  const h = icon.height ?? s.height ?? 32;
  return { body: icon.body, viewBox: `${icon.left ?? 0} ${icon.top ?? 0} ${w} ${h}` };
}

export const hasIcon = (name: string) => Boolean(iconSet().icons[name] ?? iconSet().aliases?.[name]);
