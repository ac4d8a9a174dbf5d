import { Component, Suspense, type ReactNode } from 'react';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { preloadable } from './preloadable';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

class Boundary extends Component<{ children: ReactNode }, { error: string | null }> {
  override state = { error: null };
  static getDerivedStateFromError(error: Error) {
    return { error: error.message };
  }
  override render() {
    return this.state.error ? <p role="alert">{this.state.error}</p> : this.props.children;
  }
}

/** A load the test finishes by hand. */
function deferredLoad() {
  let finish!: () => void;
  let fail!: (e: Error) => void;
  const load = vi.fn(
    () =>
      new Promise<typeof Greeting>((resolve, reject) => {
        finish = () => resolve(Greeting);
        fail = reject;
      }),
  );
  return { load, finish: () => finish(), fail: (e: Error) => fail(e) };
}

// In an awaited act: React retries what suspended inside it only then.
async function shown(ui: ReactNode) {
  let view!: ReturnType<typeof render>;
  await act(async () => {
    view = render(
      <Boundary>
        <Suspense fallback={<p>Loading</p>}>{ui}</Suspense>
      </Boundary>,
    );
  });
  return view;
}

describe('preloadable', () => {
  afterEach(() => vi.restoreAllMocks()); // the console spy, even when a test fails

  it('renders at once, without the fallback, when its code was loaded first', async () => {
    const { load, finish } = deferredLoad();
    const Page = preloadable(load);
    const preloading = Page.preload();
    finish();
    await preloading;
    // A plain (synchronous) render: whatever the first commit shows is on screen now.
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Page name="Ada" />
      </Suspense>,
    );
    expect(screen.queryByText('Hello Ada')).not.toBeNull();
    expect(screen.queryByText('Loading')).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('suspends like React.lazy when rendered before its code, and loads it once', async () => {
    const { load, finish } = deferredLoad();
    const Page = preloadable(load);
    await shown(<Page name="Ada" />);
    expect(screen.queryByText('Loading')).not.toBeNull();
    void Page.preload(); // a click on a link to it meanwhile: no second fetch
    await act(async () => finish());
    await screen.findByText('Hello Ada');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('throws a failed load to the error boundary; the next preload tries again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {}); // React reports the error it caught
    const { load, finish, fail } = deferredLoad();
    const Page = preloadable(load);
    const preloading = Page.preload();
    fail(new Error('chunk lost'));
    await expect(preloading).resolves.toBeUndefined(); // preloading itself never throws
    const view = await shown(<Page name="Ada" />);
    expect((await screen.findByRole('alert')).textContent).toBe('chunk lost');
    expect(load).toHaveBeenCalledTimes(1); // rendering does not fetch again

    const again = Page.preload();
    finish();
    await again;
    view.unmount();
    await shown(<Page name="Ada" />);
    expect(screen.queryByText('Hello Ada')).not.toBeNull();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
