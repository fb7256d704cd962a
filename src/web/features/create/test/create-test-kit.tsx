import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { StrictMode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import type { TProfile } from '../../../../domain/profile.ts';
import type { TGeneratedRecipe } from '../../../../domain/recipe.ts';
import { CreatePage } from '../pages/create-page.tsx';

// Test kit for the Create page: a fake API behind fetch, fixtures and a router to render in.

export type TApiCall = { key: string; body: unknown };
type THandler = (body: unknown) => Response | Promise<Response>;

export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** Routes fetch by "METHOD /path"; an unknown call answers 404 so a test notices it. */
export function stubApi(handlers: Record<string, THandler>) {
  const calls: TApiCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      const key = `${init?.method ?? 'GET'} ${url}`;
      const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
      calls.push({ key, body });
      const handler = handlers[key];
      return handler ? handler(body) : jsonResponse(404, { error: 'Not found', code: 'NOT_FOUND' });
    }),
  );
  return { calls, callsTo: (key: string) => calls.filter((call) => call.key === key) };
}

/** A promise the test settles itself, to look at the page while a call is running. */
export function createDeferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

export function buildProfile(overrides: Partial<TProfile> = {}): TProfile {
  return {
    name: 'Cook',
    email: 'cook@example.test',
    hasPassword: true,
    subscriptionStatus: 'free',
    subscriptionEndDate: null,
    isPro: false,
    usageCount: 1,
    usageMonth: '2026-11',
    generationsLeft: 4,
    savedRecipeCount: 0,
    savedRecipesLimit: 10,
    dietary: { vegan: false, vegetarian: false, glutenFree: false, dairyFree: false, nutFree: false },
    allergens: [],
    avoidIngredients: [],
    theme: 'system',
    nutritionGoals: null,
    ...overrides,
  };
}

export function buildGeneratedRecipe(overrides: Partial<TGeneratedRecipe> = {}): TGeneratedRecipe {
  return {
    id: 'gen-1',
    title: 'Thai Green Curry',
    ingredients: ['400 ml coconut milk', '2 tbsp green curry paste', '300 g chicken thigh'],
    instructions: ['Fry the paste.', 'Add the coconut milk and chicken.', 'Simmer 15 minutes.'],
    imageUrl: '',
    notes: 'Serve with jasmine rice.',
    nutrition: { calories: 620, protein: 32, carbs: 12, fat: 48, fiber: 2, sugar: 6 },
    prepTime: '10 minutes',
    cookTime: '20 minutes',
    totalTime: '30 minutes',
    servings: '2',
    category: 'Dinner',
    isBlank: false,
    ...overrides,
  };
}

export function renderCreatePage({ state, search = '' }: { state?: unknown; search?: string } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter([{ path: '/create', element: <CreatePage /> }], { initialEntries: [{ pathname: '/create', search, state }] });
  // StrictMode on purpose: effects run twice, as in development, and the page must still act once.
  render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  );
  return { router, queryClient };
}
