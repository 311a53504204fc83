import { act, render, screen } from '@testing-library/react';
import { lazyPart } from './lazyPart';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

/** A load the test settles by hand. */
function manualLoad() {
  const calls: { resolve: (c: typeof Greeting) => void; reject: (e: unknown) => void }[] = [];
  const load = jest.fn(
    () => new Promise<typeof Greeting>((resolve, reject) => calls.push({ resolve, reject })),
  );
  return { load, calls };
}

describe('lazyPart', () => {
  it('shows the fallback while its code is on the way, then the part with its props', async () => {
    const { load, calls } = manualLoad();
    const Part = lazyPart(load);
    render(<Part name="Amina" fallback={<span>loading</span>} />);
    expect(screen.getByText('loading')).toBeInTheDocument();
    await act(async () => calls[0]!.resolve(Greeting));
    expect(screen.getByText('Hello Amina')).toBeInTheDocument();
    expect(screen.queryByText('loading')).not.toBeInTheDocument();
  });

  it('renders at once, without a fallback frame, when its code is already here', async () => {
    const Part = lazyPart(async () => Greeting);
    await Part.preload();
    render(<Part name="Hodan" fallback={<span>loading</span>} />);
    expect(screen.getByText('Hello Hodan')).toBeInTheDocument();
    expect(screen.queryByText('loading')).not.toBeInTheDocument();
  });

  it('fetches its code once, however often it is preloaded or shown', async () => {
    const load = jest.fn(async () => Greeting);
    const Part = lazyPart(load);
    await Promise.all([Part.preload(), Part.preload()]);
    render(<Part name="A" />);
    render(<Part name="B" />);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a failed fetch shows nothing, says so once, and leaves the page around it standing', async () => {
    const { load, calls } = manualLoad();
    const Part = lazyPart(load);
    const onLoadError = jest.fn();
    render(
      <div>
        <p>header</p>
        <Part name="Ayaan" fallback={<span>loading</span>} onLoadError={onLoadError} />
      </div>,
    );
    const offline = new Error('Loading chunk 7 failed');
    await act(async () => calls[0]!.reject(offline));
    expect(screen.getByText('header')).toBeInTheDocument();
    expect(screen.queryByText('loading')).not.toBeInTheDocument();
    expect(onLoadError).toHaveBeenCalledTimes(1);
    expect(onLoadError).toHaveBeenCalledWith(offline);
  });

  it('after a failure, the next time it is shown it fetches again', async () => {
    const { load, calls } = manualLoad();
    const Part = lazyPart(load);
    const first = render(<Part name="Ali" />);
    await act(async () => calls[0]!.reject(new Error('offline')));
    first.unmount();
    render(<Part name="Ali" />);
    expect(load).toHaveBeenCalledTimes(2);
    await act(async () => calls[1]!.resolve(Greeting));
    expect(screen.getByText('Hello Ali')).toBeInTheDocument();
  });
});
