import { render, screen } from '@testing-library/react';
import styled from 'styled-components';
import { tokens } from '../tokens';
import { blockLinkStyles } from './blockLink';

const CardLink = styled.a`
  ${blockLinkStyles}
`;

it("a card's block link is the text's colour, not underlined, its cover stretched over the card", () => {
  render(
    <article style={{ position: 'relative' }}>
      <CardLink href="/product/7">Sahan phone</CardLink>
    </article>,
  );
  const link = screen.getByRole('link', { name: 'Sahan phone' });
  const look = getComputedStyle(link);
  expect(look.color).toBe(hexToRgb(tokens.colors.text));
  expect(look.textDecoration).toContain('none');
  const cover = [...document.styleSheets]
    .flatMap((sheet) => [...sheet.cssRules])
    .map((rule) => rule.cssText)
    .find((text) => text.includes(`${link.classList[link.classList.length - 1]}::after`));
  expect(cover).toMatch(/position: absolute/);
  expect(cover).toMatch(/inset: 0/);
  expect(cover).toMatch(new RegExp(`border-radius: ${tokens.radii.lg}`));
});

it("the keyboard's ring is drawn on the cover, round the whole card, not on the name", () => {
  render(<CardLink href="/product/7">Sahan phone</CardLink>);
  const link = screen.getByRole('link', { name: 'Sahan phone' });
  const rules = [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules]).map((rule) => rule.cssText);
  const cls = link.classList[link.classList.length - 1];
  expect(rules.find((text) => text.includes(`${cls}:focus-visible::after`))).toMatch(new RegExp(`outline: 3px solid ${tokens.colors.focus}`));
  expect(rules.find((text) => text.includes(`${cls}:focus-visible {`) || text.includes(`${cls}:focus-visible{`))).toMatch(/outline: none/);
});

function hexToRgb(hex: string): string {
  const n = parseInt(hex.slice(1), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
}
