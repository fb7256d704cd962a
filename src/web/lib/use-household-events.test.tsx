import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useHouseholdEvents } from './use-household-events.ts';

/** A stand-in EventSource the test speaks through, as the server would on GET /api/events. */
class FakeEventSource {
  static instances: FakeEventSource[] = [];
  readonly url: string;
  readonly handlers = new Map<string, ((event: MessageEvent) => void)[]>();
  isClosed = false;
  constructor(url: string) {
    this.url = url;
    FakeEventSource.instances.push(this);
  }
  addEventListener(name: string, handler: (event: MessageEvent) => void) {
    this.handlers.set(name, [...(this.handlers.get(name) ?? []), handler]);
  }
  close() {
    this.isClosed = true;
  }
  emit(name: string, data: string) {
    for (const handler of this.handlers.get(name) ?? []) handler(new MessageEvent(name, { data }));
  }
}

const CART_KEY = ['cart'] as const;
const PLAN_KEY = ['meal-plan'] as const;

function renderListener(queryClient: QueryClient) {
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  return renderHook(() => useHouseholdEvents({ cart: [CART_KEY], 'meal-plan': [PLAN_KEY] }), { wrapper });
}

function isInvalidated(queryClient: QueryClient, queryKey: readonly string[]): boolean {
  return queryClient.getQueryState(queryKey)?.isInvalidated ?? false;
}

describe('useHouseholdEvents', () => {
  beforeEach(() => {
    FakeEventSource.instances = [];
    vi.stubGlobal('EventSource', FakeEventSource);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('refetches on ready only what was loaded before a change made just before the stream opened', () => {
    const queryClient = new QueryClient();
    // Both loaded 10 s ago; the cart changed 2 s ago (after its load), the plan a minute ago (before its load).
    const loadedAt = Date.now() - 10_000;
    queryClient.setQueryData(CART_KEY, ['eggs'], { updatedAt: loadedAt });
    queryClient.setQueryData(PLAN_KEY, ['soup'], { updatedAt: loadedAt });
    const { unmount } = renderListener(queryClient);
    const [source] = FakeEventSource.instances;
    expect(source?.url).toBe('/api/events');
    act(() => source?.emit('ready', JSON.stringify({ changedAgoMs: { cart: 2_000, 'meal-plan': 60_000 } })));
    expect(isInvalidated(queryClient, [...CART_KEY])).toBe(true);
    expect(isInvalidated(queryClient, [...PLAN_KEY])).toBe(false);
    unmount();
    expect(source?.isClosed).toBe(true);
  });

  it('refetches nothing on a ready with no recent change, or one it cannot read', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(CART_KEY, ['eggs'], { updatedAt: Date.now() - 10_000 });
    const { unmount } = renderListener(queryClient);
    const [source] = FakeEventSource.instances;
    act(() => source?.emit('ready', JSON.stringify({ changedAgoMs: {} })));
    act(() => source?.emit('ready', 'not json'));
    act(() => source?.emit('ready', JSON.stringify({ changedAgoMs: { cart: 'soon', pantry: 5 } })));
    expect(isInvalidated(queryClient, [...CART_KEY])).toBe(false);
    unmount();
  });

  it('refetches the named kind on its event, and everything on resync', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(CART_KEY, ['eggs']);
    queryClient.setQueryData(PLAN_KEY, ['soup']);
    const { unmount } = renderListener(queryClient);
    const [source] = FakeEventSource.instances;
    act(() => source?.emit('cart', '{}'));
    expect(isInvalidated(queryClient, [...CART_KEY])).toBe(true);
    expect(isInvalidated(queryClient, [...PLAN_KEY])).toBe(false);
    act(() => source?.emit('resync', '{}'));
    expect(isInvalidated(queryClient, [...PLAN_KEY])).toBe(true);
    unmount();
  });
});
