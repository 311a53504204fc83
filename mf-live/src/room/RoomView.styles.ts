import { Link } from 'shared-router';
import styled from 'styled-components';
import { tokens } from 'shared-ui';

const { colors, spacing, radii, font, media, shadows } = tokens;

/* Desktop: video left, products and chat right. Phone (portrait): the video fills the screen, products and chat sit over its bottom. */
export const Room = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 380px;
  gap: ${spacing.lg};
  max-width: 1280px;
  margin: 0 auto;
  padding: ${spacing.lg};
  height: calc(100vh - 96px);
  min-height: 520px;
  &:fullscreen {
    max-width: none;
    height: 100vh;
    background: ${colors.background};
  }
  ${media.mobile} {
    display: block;
    position: relative;
    padding: 0;
    /* Between the shell's header and its bottom bar. */
    height: calc(100dvh - 119px);
    min-height: 460px;
    &:fullscreen {
      height: 100dvh;
    }
  }
`;

export const Stage = styled.div`
  position: relative;
  overflow: hidden;
  background: #0b1416;
  border-radius: ${radii.lg};
  min-height: 0;
  ${media.mobile} {
    position: absolute;
    inset: 0;
    border-radius: 0;
  }
`;

export const Poster = styled.img`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  object-fit: cover;
  opacity: 0.45;
`;

export const Top = styled.div`
  position: absolute;
  inset: 0 0 auto 0;
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${spacing.sm};
  padding: ${spacing.md};
  background: linear-gradient(to bottom, rgba(0, 0, 0, 0.6), transparent);
  color: #fff;
  z-index: 2;
  ${media.mobile} {
    /* In the flow on a phone (the only block in it), so the controls after it start below its
       marks however many lines they wrap to. */
    position: relative;
    flex-direction: column;
    gap: ${spacing.xs};
    padding: ${spacing.sm} ${spacing.md};
  }
`;

export const Heading = styled.div`
  display: flex;
  gap: ${spacing.sm};
  align-items: center;
  min-width: 0;
  ${media.mobile} {
    width: 100%;
  }
`;

export const Avatar = styled.span`
  flex: none;
  display: grid;
  place-items: center;
  width: 40px;
  height: 40px;
  border-radius: ${radii.circle};
  background: ${colors.primary};
  color: ${colors.onPrimary};
  font-weight: ${font.weight.bold};
  border: 2px solid #fff;
`;

export const Titles = styled.div`
  min-width: 0;
  & h1 {
    margin: 0;
    font-size: ${font.size.md};
    line-height: ${font.lineHeight.snug};
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  & p {
    margin: 0;
    font-size: ${font.size.xs};
    opacity: 0.9;
  }
`;

export const Marks = styled.div`
  display: flex;
  gap: ${spacing.xs};
  align-items: center;
  flex-wrap: wrap;
  justify-content: flex-end;
  font-size: ${font.size.xs};
  font-weight: ${font.weight.semibold};
  ${media.mobile} {
    justify-content: flex-start;
    padding-inline-start: 48px;
  }
`;

export const Viewers = styled.span`
  padding: ${spacing.xxs} ${spacing.sm};
  border-radius: ${radii.sm};
  background: rgba(0, 0, 0, 0.5);
  white-space: nowrap;
`;

export const ReplayMark = styled.span`
  padding: ${spacing.xxs} ${spacing.sm};
  border-radius: ${radii.sm};
  background: ${colors.surface};
  color: ${colors.text};
  white-space: nowrap;
`;

export const ControlsSpot = styled.div`
  position: absolute;
  right: ${spacing.md};
  bottom: ${spacing.md};
  z-index: 2;
  /* A phone: right under the title and marks, never over them (at 320 px they wrap to two lines
     and a row at a fixed top covered the viewer count). */
  ${media.mobile} {
    position: relative;
    right: auto;
    bottom: auto;
    width: max-content;
    margin-inline: auto ${spacing.md};
    & > div {
      flex-direction: column;
    }
  }
  /* A short phone: one row, clear of the products below. */
  @media (max-width: 767px) and (max-height: 700px) {
    & > div {
      flex-direction: row;
    }
  }
`;

export const Center = styled.div`
  position: absolute;
  inset: 0;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${spacing.md};
  padding: ${spacing.xl};
  text-align: center;
  color: #fff;
  /* The state's words stay readable over a busy poster. */
  background: rgba(6, 14, 16, 0.6);
  z-index: 1;
  & h2 {
    margin: 0;
    font-size: ${font.size.xl};
  }
  & p {
    margin: 0;
    max-width: 36ch;
    opacity: 0.9;
  }
  ${media.mobile} {
    justify-content: flex-start;
    padding-top: 30%;
  }
`;

export const Side = styled.aside`
  display: flex;
  flex-direction: column;
  gap: ${spacing.md};
  min-height: 0;
  & > :first-child {
    flex: 3 1 0;
    overflow-y: auto;
  }
  & > :last-child {
    flex: 2 1 0;
    min-height: 220px;
  }
  ${media.mobile} {
    position: absolute;
    inset: auto 0 0 0;
    z-index: 3;
    gap: ${spacing.sm};
    padding: ${spacing.xl} ${spacing.md} ${spacing.md};
    background: linear-gradient(to top, rgba(0, 0, 0, 0.75) 55%, transparent);
    & > :first-child,
    & > :last-child {
      flex: none;
      min-height: 0;
      overflow: visible;
    }
  }
`;

export const Panel = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${spacing.md};
  min-height: 0;
  padding: ${spacing.md};
  background: ${colors.surface};
  border: 1px solid ${colors.border};
  border-radius: ${radii.lg};
  box-shadow: ${shadows.sm};
  ${media.mobile} {
    padding: 0;
    background: transparent;
    border: none;
    box-shadow: none;
  }
`;

export const Floating = styled.div`
  position: absolute;
  right: ${spacing.md};
  bottom: 72px;
  display: flex;
  flex-direction: column-reverse;
  gap: ${spacing.xxs};
  font-size: 24px;
  pointer-events: none;
  z-index: 2;
  ${media.mobile} {
    bottom: auto;
    top: 40%;
  }
`;

export const Back = styled(Link)`
  color: #fff;
  font-weight: ${font.weight.semibold};
`;
