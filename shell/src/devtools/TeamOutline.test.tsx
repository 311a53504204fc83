import { act, render } from '@testing-library/react';
import { readOutlineFlag, TeamOutline } from './TeamOutline';

describe('team outline toggle', () => {
  test('the URL wins over the remembered choice', () => {
    expect(readOutlineFlag('?outline=1', '0')).toBe(true);
    expect(readOutlineFlag('?outline=0', '1')).toBe(false);
    expect(readOutlineFlag('', '1')).toBe(true);
    expect(readOutlineFlag('', null)).toBe(false);
  });

  test('Alt+Shift+O switches it and it is remembered', () => {
    window.localStorage.removeItem('suuq:outline');
    render(<TeamOutline />);
    act(() => {
      window.dispatchEvent(new KeyboardEvent('keydown', { altKey: true, shiftKey: true, code: 'KeyO' }));
    });
    expect(window.localStorage.getItem('suuq:outline')).toBe('1');
  });
});
