import { fadeInPage, PAGE_FADE_MS } from './pageFade';

const motion = (reduce: boolean) =>
  ({ matchMedia: (q: string) => ({ matches: reduce && q.includes('reduce') }) }) as unknown as Window;

test('a new page fades in over the spec’s 100 ms', () => {
  const main = document.createElement('main');
  main.animate = jest.fn() as unknown as HTMLElement['animate'];
  fadeInPage(main, motion(false));
  expect(main.animate).toHaveBeenCalledWith([{ opacity: 0 }, { opacity: 1 }], expect.objectContaining({ duration: PAGE_FADE_MS }));
  expect(PAGE_FADE_MS).toBe(100);
});

test('no fade for a shopper who asked for reduced motion', () => {
  const main = document.createElement('main');
  main.animate = jest.fn() as unknown as HTMLElement['animate'];
  fadeInPage(main, motion(true));
  expect(main.animate).not.toHaveBeenCalled();
});
