import { vi } from 'vitest';

type TFakeSessionState = {
  data: { user: { id: string; name: string }; session: { id: string; createdAt: Date } } | null;
  error: null;
  isPending: boolean;
  isRefetching: boolean;
  refetch: () => Promise<void>;
};

/**
 * A stand-in for better-auth's client (lib/better-auth-client.ts): its session atom, like nanostores, calls a
 * subscriber back at once and then on each change, and starts pending as the real one does. `importedChunk` is
 * for the test's `vi.mock` factory to call, so a test can tell whether the client's chunk was loaded.
 */
export function createFakeAuthClient() {
  const listeners = new Set<(state: TFakeSessionState) => void>();
  let atomState: TFakeSessionState = { data: null, error: null, isPending: true, isRefetching: false, refetch: async () => undefined };
  const hydrateSession = vi.fn();
  const authClient = {
    hydrateSession,
    useSession: {
      get: () => atomState,
      subscribe: (listener: (state: TFakeSessionState) => void) => {
        listeners.add(listener);
        listener(atomState);
        return () => listeners.delete(listener);
      },
    },
  };
  const setAtom = (next: Partial<TFakeSessionState>) => {
    atomState = { ...atomState, ...next };
    for (const listener of listeners) listener(atomState);
  };
  return { authClient, setAtom, hydrateSession, importedChunk: vi.fn() };
}
