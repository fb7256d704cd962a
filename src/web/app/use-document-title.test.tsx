import { act, render } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider, useRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { readRouteTitle, toDocumentTitle } from '../lib/page-title.ts';
import { routes } from '../router.tsx';
import { useDocumentTitle } from './use-document-title.ts';

const TITLED_ROUTES: RouteObject[] = [
  {
    element: <Outlet />,
    children: [
      { path: '/', element: <p>home</p> },
      { path: '/saved', handle: { title: 'Saved Recipes' }, element: <p>saved</p> },
      { handle: { title: 'Outer' }, element: <Outlet />, children: [{ path: '/create', handle: { title: 'Create Recipe' }, element: <p>create</p> }] },
    ],
  },
];

function TitledRoutes() {
  useDocumentTitle(TITLED_ROUTES);
  return useRoutes(TITLED_ROUTES);
}

function listPaths(list: RouteObject[]): Array<{ path: string; title: string | null }> {
  return list.flatMap((route) => [...(route.path ? [{ path: route.path, title: readRouteTitle(route.handle) }] : []), ...listPaths(route.children ?? [])]);
}

describe('page titles', () => {
  it('builds "<page> | Forkcast", and the product title without one', () => {
    expect(toDocumentTitle('Saved Recipes')).toBe('Saved Recipes | Forkcast');
    expect(toDocumentTitle(null)).toBe('Forkcast | AI-Powered Custom Recipes & Meal Planning');
    expect(readRouteTitle({ title: 'Pricing' })).toBe('Pricing');
    expect(readRouteTitle(undefined)).toBeNull();
    expect(readRouteTitle({ title: 3 })).toBeNull();
  });

  it('gives every page of the route table its own title, the landing page the product title', () => {
    const pages = listPaths(routes).filter((route) => route.path !== '*');
    expect(pages.find((route) => route.path === '/')?.title).toBeNull();
    const titled = pages.filter((route) => route.path !== '/');
    expect(titled.length).toBeGreaterThan(10);
    for (const route of titled) expect(route.title, route.path).not.toBeNull();
    expect(new Set(titled.map((route) => route.title)).size).toBe(titled.length);
    expect(titled.find((route) => route.path === '/saved')?.title).toBe('Saved Recipes');
    expect(titled.find((route) => route.path === '/meal-planner')?.title).toBe('Meal Planner');
  });

  it('sets document.title from the deepest titled route as the cook moves', async () => {
    const router = createMemoryRouter([{ path: '*', element: <TitledRoutes /> }], { initialEntries: ['/saved'] });
    render(<RouterProvider router={router} />);
    expect(document.title).toBe('Saved Recipes | Forkcast');
    await act(() => router.navigate('/create'));
    expect(document.title).toBe('Create Recipe | Forkcast');
    await act(() => router.navigate('/'));
    expect(document.title).toBe('Forkcast | AI-Powered Custom Recipes & Meal Planning');
  });
});
