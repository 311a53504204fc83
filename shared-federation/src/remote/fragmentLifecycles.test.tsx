import { waitFor } from '@testing-library/react';
import { mountRootParcel } from 'single-spa';
import { fragmentLifecycles } from './fragmentLifecycles';

// single-spa renders outside React's act(): this test looks at the DOM as a browser would.
const env = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
beforeAll(() => (env.IS_REACT_ACT_ENVIRONMENT = false));
afterAll(() => (env.IS_REACT_ACT_ENVIRONMENT = true));

function Hello({ who }: { who?: string }) {
  return <p>Hello {who}</p>;
}

it('a fragment mounts into the element it is given, re-renders on update and leaves on unmount', async () => {
  const host = document.createElement('div');
  document.body.append(host);
  const life = fragmentLifecycles('hello', Hello);
  const parcel = mountRootParcel(life, { domElement: host, who: 'Hodan' });
  await parcel.mountPromise;
  await waitFor(() =>
    expect(host.querySelector('[data-fragment="hello"]')).toHaveTextContent('Hello Hodan'),
  );
  await parcel.update?.({ who: 'Ayaan' });
  await waitFor(() => expect(host).toHaveTextContent('Hello Ayaan'));
  await parcel.unmount();
  expect(host).toBeEmptyDOMElement();
});
