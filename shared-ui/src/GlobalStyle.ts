import { createGlobalStyle } from 'styled-components';
import { tokens } from './tokens';

const { colors, font } = tokens;

/** Page-wide base styles: render once, in the shell (and in each remote's standalone harness). */
export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }

  html {
    -webkit-text-size-adjust: 100%;
    text-size-adjust: 100%;
  }

  body {
    margin: 0;
    min-width: 320px;
    font-family: ${font.family};
    font-size: ${font.size.md};
    line-height: ${font.lineHeight.normal};
    color: ${colors.text};
    background: ${colors.background};
    -webkit-font-smoothing: antialiased;
    -moz-osx-font-smoothing: grayscale;
    -webkit-tap-highlight-color: transparent;
  }

  h1, h2, h3, h4, h5, h6 { line-height: ${font.lineHeight.tight}; margin: 0; }
  p { margin: 0; }
  img, svg, video { display: block; max-width: 100%; }
  img, video { height: auto; }
  button, input, select, textarea { font: inherit; color: inherit; }
  a { color: ${colors.primary}; }
  a:hover { color: ${colors.primaryHover}; }

  /* A ring only for keyboard users; mouse and touch taps stay clean. */
  :focus { outline: none; }
  :focus-visible {
    outline: 3px solid ${colors.focus};
    outline-offset: 2px;
  }

  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
      scroll-behavior: auto !important;
    }
  }
`;
