import { act, render, screen } from '@testing-library/react';
import { setLanguage } from 'shared-ui';
import { deliveryTimeText, useDeliveryTime } from './deliveryTime';

function Eta({ time }: { time: string }) {
  const timeIn = useDeliveryTime();
  return <p>{timeIn(time)}</p>;
}

afterEach(() => setLanguage('en'));

test("a span of days reads in the page's language, and follows its switch", () => {
  setLanguage('so');
  render(<Eta time="2-4 days" />);
  expect(screen.getByText('2-4 maalmood')).toBeInTheDocument();
  act(() => setLanguage('en'));
  expect(screen.getByText('2-4 days')).toBeInTheDocument();
});

test.each(['Same day / Next day', 'Same day', 'about a week', ''])(
  'a time worded otherwise (%j) is shown as the server sent it',
  (time) => {
    setLanguage('so');
    expect(deliveryTimeText(time)).toBe(time);
  },
);

test('a translation given with the call is used (a server render in the request language)', () => {
  expect(deliveryTimeText('1-2 days', (_key, { from, to }) => `${from} ilaa ${to}`)).toBe(
    '1 ilaa 2',
  );
});
