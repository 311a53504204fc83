import { act, render, screen } from '@testing-library/react';
import { readOutlineFlag, TeamOutline } from './TeamOutline';

// The outline's global styles (styled-components) stand in as an element jsdom can see.
jest.mock('./OutlineStyle', () => ({ OutlineStyle: () => <i data-testid="outline-styles" /> }));

describe('team outline toggle', () => {
  test('the URL wins over the remembered choice', () => {
    expect(readOutlineFlag('?outline=1', '0')).toBe(true);
    expect(readOutlineFlag('?outline=0', '1')).toBe(false);
    expect(readOutlineFlag('', '1')).toBe(true);
    expect(readOutlineFlag('', null)).toBe(false);
  });

  test('Alt+Shift+O switches it and it is remembered', async () => {
    window.localStorage.removeItem('suuq:outline');
    render(<TeamOutline />);
    act(() => {
      window.dispatchEvent(new KeyboardEvent('keydown', { altKey: true, shiftKey: true, code: 'KeyO' }));
    });
    expect(window.localStorage.getItem('suuq:outline')).toBe('1');
    expect(await screen.findByTestId('outline-styles')).toBeInTheDocument();
  });

  test('the outline styles arrive once it is switched on, and go when it is off', async () => {
    window.localStorage.setItem('suuq:outline', '0');
    render(<TeamOutline />);
    expect(screen.queryByTestId('outline-styles')).not.toBeInTheDocument();
    act(() => {
      window.dispatchEvent(new KeyboardEvent('keydown', { altKey: true, shiftKey: true, code: 'KeyO' }));
    });
    expect(await screen.findByTestId('outline-styles')).toBeInTheDocument();
    act(() => {
      window.dispatchEvent(new KeyboardEvent('keydown', { altKey: true, shiftKey: true, code: 'KeyO' }));
    });
    expect(screen.queryByTestId('outline-styles')).not.toBeInTheDocument();
  });
});
