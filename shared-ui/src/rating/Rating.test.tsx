import { act, render, screen } from '@testing-library/react';
import { Rating } from './Rating';
import { setLanguage } from '../i18n';

afterEach(() => act(() => setLanguage('so')));

describe('Rating', () => {
  it('fills the rounded number of stars and says it in words', () => {
    act(() => setLanguage('en'));
    const { container } = render(<Rating value={3.6} count={12} />);
    expect(screen.getByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument();
    expect(container.querySelectorAll('svg.on')).toHaveLength(4);
    expect(container.querySelectorAll('svg.off')).toHaveLength(1);
    expect(screen.getByText('12 reviews')).toBeInTheDocument();
  });

  it('clamps a rating above 5 to five stars', () => {
    const { container } = render(<Rating value={7} />);
    expect(container.querySelectorAll('svg.on')).toHaveLength(5);
    expect(screen.getByRole('img', { name: 'Qiimeyn: 5 ka mid ah 5' })).toBeInTheDocument();
  });
});
