import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useSearchParams } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useFilterNavigation } from './filter-navigation';

type Filter = { a: string; b: string; page: number };
const pathOf = (f: Filter) => `/list?${new URLSearchParams({ a: f.a, b: f.b, page: String(f.page) })}`;

function List() {
  const [params] = useSearchParams();
  const filter = {
    a: params.get('a') ?? '',
    b: params.get('b') ?? '',
    page: Number(params.get('page') ?? 1),
  };
  const go = useFilterNavigation(filter, pathOf);
  return (
    <>
      <button onClick={() => go({ a: 'x' })}>a</button>
      <button onClick={() => go({ b: 'y' })}>b</button>
    </>
  );
}

const openList = (entry: string) => {
  const router = createMemoryRouter([{ path: '/list', element: <List /> }], { initialEntries: [entry] });
  render(<RouterProvider router={router} />);
  return router;
};

describe('useFilterNavigation', () => {
  it('keeps both of two choices made before the list shows the first', async () => {
    const router = openList('/list?a=&b=&page=3');
    // Both clicks in one task: the list has not rendered the first choice's address when the second is made.
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'a' }));
      fireEvent.click(screen.getByRole('button', { name: 'b' }));
    });
    expect(router.state.location.search).toBe('?a=x&b=y&page=1');
  });

  it('takes an address it did not make (Back) as it is', async () => {
    const router = openList('/list?a=&b=&page=1');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'a' })));
    expect(router.state.location.search).toBe('?a=x&b=&page=1');
    await act(async () => router.navigate(-1));
    expect(router.state.location.search).toBe('?a=&b=&page=1');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'b' })));
    expect(router.state.location.search).toBe('?a=&b=y&page=1');
  });
});
