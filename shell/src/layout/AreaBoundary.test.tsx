import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AreaBoundary } from './AreaBoundary';
import { t } from '../messages';

describe('page area error boundary', () => {
  test('a crash shows Try again in place of the area, and Try again renders it anew', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let crash = true;
    function Page() {
      if (crash) throw new Error('boom');
      return <p>page is back</p>;
    }
    render(<AreaBoundary>{(attempt) => <Page key={attempt} />}</AreaBoundary>);
    const retry = screen.getByRole('button', { name: t('tryAgain') });
    crash = false;
    await userEvent.click(retry);
    expect(screen.getByText('page is back')).toBeInTheDocument();
  });
});
