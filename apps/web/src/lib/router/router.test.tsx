import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBrowserRouter } from './browser';
import { Link, Navigate, NavLink, Outlet } from './components';
import { useLocation, useNavigation, useParams, useRouteError, useSearchParams } from './hooks';
import { createMemoryHistory } from './history';
import { createRouter, type Router } from './router';
import { RouterProvider } from './router-provider';
import { data, deserializeRouteError, isRouteErrorResponse, serializeRouteError } from './route-errors';
import type { RouteObject } from './routes';
import { createScrollMemory } from './scroll';
import { loadServerRouter } from './server';

afterEach(cleanup);

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

function Frame() {
  const navigation = useNavigation();
  const location = useLocation();
  return (
    <div>
      <p data-testid="at">{location.pathname + location.search}</p>
      {navigation.state === 'loading' ? <p>Loading the next page</p> : null}
      <Link to="/product/p1">To the product</Link>
      <Link to="/cart">To the cart</Link>
      <NavLink to="/cart">Cart tab</NavLink>
      <Outlet />
    </div>
  );
}

function Product() {
  const { id } = useParams();
  return <h1>Product {id}</h1>;
}

/** Shows the failure as the shop's pages do: a 404 answer as "not found", anything else passed on. */
function PageFailure() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <h1>Not found</h1>;
  throw error;
}

function ShopFailure() {
  const error = useRouteError();
  return <h1>Something went wrong: {error instanceof Error ? error.message : 'unknown'}</h1>;
}

function Broken(): never {
  throw new Error('the screen broke');
}

function shopRoutes(extra: Partial<Record<'lazyProduct' | 'loader', unknown>> = {}): RouteObject[] {
  return [
    {
      element: <Frame />,
      errorElement: <ShopFailure />,
      children: [
        {
          errorElement: <PageFailure />,
          children: [
            { path: '/', element: <h1>Home</h1> },
            { path: '/cart', element: <h1>Cart</h1> },
            { path: '/broken', Component: Broken },
            {
              path: '/product/:id',
              ...(extra.lazyProduct
                ? { lazy: extra.lazyProduct as RouteObject['lazy'] }
                : { Component: Product }),
              ...(extra.loader ? { loader: extra.loader as RouteObject['loader'] } : {}),
            },
            {
              path: '*',
              loader: () => {
                throw data('Not found', { status: 404, statusText: 'Not Found' });
              },
            },
          ],
        },
      ],
    },
  ];
}

function renderRouter(router: Router) {
  render(<RouterProvider router={router} />);
  return router;
}

const memoryRouter = (routes: RouteObject[], at = '/') =>
  createRouter({ history: createMemoryHistory([at]), routes, hydration: { failure: null } });

describe('the shop router', () => {
  it("keeps the current page until the next one's code and data have arrived", async () => {
    const code = deferred();
    const loader = vi.fn();
    renderRouter(
      memoryRouter(
        shopRoutes({
          lazyProduct: () => code.promise.then(() => ({ Component: Product })),
          loader,
        }),
      ),
    );
    fireEvent.click(screen.getByRole('link', { name: 'To the product' }));
    expect(await screen.findByText('Loading the next page')).toBeTruthy();
    expect(screen.getByRole('heading').textContent).toBe('Home');

    await act(async () => code.resolve());
    await waitFor(() => expect(screen.getByRole('heading').textContent).toBe('Product p1'));
    expect(screen.queryByText('Loading the next page')).toBeNull();
    expect(loader).toHaveBeenCalledWith(
      expect.objectContaining({
        params: { id: 'p1' },
        url: expect.objectContaining({ pathname: '/product/p1' }),
      }),
    );
  });

  it('drops a navigation that a newer one overtook while it was loading', async () => {
    const code = deferred();
    const router = renderRouter(
      memoryRouter(shopRoutes({ lazyProduct: () => code.promise.then(() => ({ Component: Product })) })),
    );
    fireEvent.click(screen.getByRole('link', { name: 'To the product' }));
    fireEvent.click(screen.getByRole('link', { name: 'To the cart' }));
    expect((await screen.findByRole('heading')).textContent).toBe('Cart');
    await act(async () => code.resolve());
    expect(screen.getByRole('heading').textContent).toBe('Cart');
    expect(router.state.location.pathname).toBe('/cart');
  });

  it("shows a loader's 404 in the page's error element, inside the frame", async () => {
    const router = renderRouter(memoryRouter(shopRoutes()));
    await act(() => router.navigate('/no-such-page'));
    expect((await screen.findByRole('heading')).textContent).toBe('Not found');
    expect(screen.getByRole('link', { name: 'To the cart' })).toBeTruthy();
  });

  it('passes a failure the page cannot show on to the shop-wide error element', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderRouter(memoryRouter(shopRoutes(), '/broken'));
    expect((await screen.findByRole('heading')).textContent).toBe('Something went wrong: the screen broke');
    errors.mockRestore();
  });

  it('leaves a click with a modifier key to the browser (a new tab), and follows a plain one', async () => {
    const router = renderRouter(memoryRouter(shopRoutes()));
    const link = screen.getByRole('link', { name: 'To the cart' });
    expect(link.getAttribute('href')).toBe('/cart');
    // Whether the shop let the browser have the click, seen after the shop's own handler (jsdom
    // cannot open a page, so the test stops it there).
    const leftToBrowser: boolean[] = [];
    const afterShop = (event: MouseEvent) => {
      leftToBrowser.push(!event.defaultPrevented);
      event.preventDefault();
    };
    document.addEventListener('click', afterShop);
    fireEvent.click(link, { ctrlKey: true });
    expect(router.state.location.pathname).toBe('/');
    fireEvent.click(link);
    document.removeEventListener('click', afterShop);
    expect(leftToBrowser).toEqual([true, false]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'));
    expect(screen.getByRole('link', { name: 'Cart tab' }).getAttribute('aria-current')).toBe('page');
  });

  it('changes the query on the same page, replacing the entry when asked', async () => {
    const history = createMemoryHistory(['/jewelry?sort=new']);
    function Filters() {
      const [params, setParams] = useSearchParams();
      return (
        <button
          type="button"
          onClick={() => setParams({ sort: params.get('sort') ?? '', page: '2' }, { replace: true })}
        >
          Next page
        </button>
      );
    }
    const router = renderRouter(
      createRouter({
        history,
        routes: [{ path: '/jewelry', element: <Filters /> }],
        hydration: { failure: null },
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=new&page=2'));
    expect(router.state.location.pathname).toBe('/jewelry');
    expect(history.index).toBe(0);
  });
});

describe('the first screen without a server render (the plain shell)', () => {
  it("follows a redirect drawn on the first render, which the first screen's loaders do not overtake", async () => {
    const loader = vi.fn(() => new Promise((resolve) => setTimeout(resolve, 20)));
    const router = createRouter({
      history: createMemoryHistory(['/orders']),
      routes: [
        {
          loader,
          children: [
            { path: '/orders', element: <Navigate to="/auth" replace /> },
            { path: '/auth', element: <h1>Sign in</h1> },
          ],
        },
      ],
    });
    renderRouter(router);
    expect((await screen.findByRole('heading')).textContent).toBe('Sign in');
    expect(router.state.location.pathname).toBe('/auth');
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(router.state.location.pathname).toBe('/auth');
  });

  it("runs the first screen's loaders itself", async () => {
    const loader = vi.fn();
    renderRouter(
      createRouter({
        history: createMemoryHistory(['/cart']),
        routes: [{ loader, children: [{ path: '/cart', element: <h1>Cart</h1> }] }],
      }),
    );
    await waitFor(() => expect(loader).toHaveBeenCalledTimes(1));
  });
});

describe('a navigation before the page has hydrated', () => {
  it('waits for the router to be ready before it shows another address', async () => {
    const hydrated = deferred();
    const router = renderRouter(
      createRouter({
        history: createMemoryHistory(['/']),
        routes: shopRoutes(),
        hydration: { failure: null },
        ready: () => hydrated.promise,
      }),
    );
    const going = act(() => router.navigate('/cart'));
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(screen.getByTestId('at').textContent).toBe('/');

    hydrated.resolve();
    await going;
    expect(screen.getByTestId('at').textContent).toBe('/cart');
  });
});

describe('moving within a page', () => {
  it('goes to #part without loading the screen again', async () => {
    const loader = vi.fn();
    const router = renderRouter(memoryRouter(shopRoutes({ loader }), '/product/p1'));
    await act(() => router.navigate('#reviews'));
    expect(router.state.location).toMatchObject({ pathname: '/product/p1', hash: '#reviews' });
    expect(router.state.navigation).toBe('idle');
    expect(loader).not.toHaveBeenCalled();
    await act(() => router.navigate('/product/p2'));
    expect(loader).toHaveBeenCalledTimes(1);
  });
});

describe('the server render', () => {
  it('loads the whole page before rendering, and answers 404 for an unknown address', async () => {
    const loader = vi.fn();
    const found = await loadServerRouter(
      shopRoutes({ lazyProduct: () => Promise.resolve({ Component: Product }), loader }),
      new URL('http://shop.local/hi/product/p9'),
      '/hi',
    );
    expect(found.status).toBe(200);
    expect(loader).toHaveBeenCalledWith(expect.objectContaining({ params: { id: 'p9' } }));
    render(<RouterProvider router={found.router} />);
    expect(screen.getByRole('heading').textContent).toBe('Product p9');
    expect(screen.getByRole('link', { name: 'To the cart' }).getAttribute('href')).toBe('/hi/cart');
    cleanup();

    const missing = await loadServerRouter(shopRoutes(), new URL('http://shop.local/nowhere'));
    expect(missing.status).toBe(404);
    render(<RouterProvider router={missing.router} />);
    expect(screen.getByRole('heading').textContent).toBe('Not found');
  });

  it("carries a route's failure to the browser as data and back", () => {
    const answer = deserializeRouteError(serializeRouteError(data('Not found', { status: 404 })));
    expect(isRouteErrorResponse(answer) && answer.status).toBe(404);
    const failure = deserializeRouteError(serializeRouteError(new Error('down')));
    expect(failure).toBeInstanceOf(Error);
    expect((failure as Error).message).toBe('down');
  });
});

describe('the browser router', () => {
  it('counts entries for the back button and puts the scroll position back on Back', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const scrollY = vi.spyOn(window, 'scrollY', 'get');
    window.history.replaceState(null, '', '/');
    const router = renderRouter(createBrowserRouter(shopRoutes(), { hydration: { failure: null } }));

    scrollY.mockReturnValue(640);
    await act(() => router.navigate('/product/p1'));
    expect(window.location.pathname).toBe('/product/p1');
    expect((window.history.state as { idx: number }).idx).toBe(1);
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);

    scrollY.mockReturnValue(0);
    await act(async () => {
      window.history.back();
      await new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    });
    await waitFor(() => expect(screen.getByRole('heading').textContent).toBe('Home'));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 640);
  });

  it('finds the positions kept before a reload, and starts afresh from storage it cannot read', () => {
    window.sessionStorage.setItem('shop:scroll-positions', JSON.stringify({ listing: 1400 }));
    expect(createScrollMemory().positionOf('listing')).toBe(1400);

    window.sessionStorage.setItem('shop:scroll-positions', 'null');
    const memory = createScrollMemory();
    expect(memory.positionOf('listing')).toBeUndefined();
    vi.spyOn(window, 'scrollY', 'get').mockReturnValue(300);
    memory.remember('listing');
    expect(memory.positionOf('listing')).toBe(300);
    window.sessionStorage.clear();
  });
});
