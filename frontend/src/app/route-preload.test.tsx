import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { preloadRoute } from './route-preload';

function lazyPage() {
  return Object.assign(() => null, { preload: vi.fn(() => Promise.resolve()) });
}
const Guard = ({ children }: { children: ReactNode }) => children;

describe('preloadRoute', () => {
  const Events = lazyPage();
  const Leagues = lazyPage();
  const Admin = lazyPage();
  const Tool = lazyPage();
  const routes: RouteObject[] = [
    {
      element: <div />,
      children: [
        { path: 'events', element: <Events /> },
        {
          path: 'leagues/:location',
          element: (
            <Guard>
              <>
                <Leagues />
              </>
            </Guard>
          ),
        },
        { path: 'admin', element: <Admin />, children: [{ path: 'tool', element: <Tool /> }] },
      ],
    },
  ];

  beforeEach(() => vi.clearAllMocks());

  it('fetches only the pages the path renders, through guards, fragments and layouts', () => {
    preloadRoute(routes, '/leagues/tulsa?week=2');
    expect(Leagues.preload).toHaveBeenCalledTimes(1);
    expect(Events.preload).not.toHaveBeenCalled();

    preloadRoute(routes, '/admin/tool');
    expect(Admin.preload).toHaveBeenCalledTimes(1);
    expect(Tool.preload).toHaveBeenCalledTimes(1);
    expect(Events.preload).not.toHaveBeenCalled();
  });

  it('does nothing for a path no route matches', async () => {
    await expect(preloadRoute(routes, '/nowhere')).resolves.toBeUndefined();
    for (const page of [Events, Leagues, Admin, Tool]) expect(page.preload).not.toHaveBeenCalled();
  });

  it('resolves once every page of the path has its code', async () => {
    let arrive!: () => void;
    Tool.preload.mockReturnValueOnce(new Promise<void>((resolve) => (arrive = resolve)));
    let done = false;
    const loading = preloadRoute(routes, '/admin/tool').then(() => (done = true));
    await Promise.resolve();
    await Promise.resolve();
    expect(done).toBe(false); // the layout's code is there, the tool's is not
    arrive();
    await loading;
    expect(done).toBe(true);
  });
});
