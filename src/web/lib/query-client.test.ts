import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client.ts';

const refetch = vi.fn(async () => undefined);
vi.mock('./auth-client.ts', () => ({ loadAuthClient: async () => ({ useSession: { get: () => ({ refetch }) } }) }));

const { createQueryClient } = await import('./query-client.ts');
const { takeSignOutReason } = await import('./sign-out-reason.ts');

describe('query client: a disabled account', () => {
  afterEach(() => {
    vi.clearAllMocks();
    sessionStorage.clear();
  });

  it('remembers why and reads the session again when a query is refused with ACCOUNT_DISABLED', async () => {
    const client = createQueryClient();
    const refusal = new ApiError(403, 'Your account has been disabled. Please contact support.', 'ACCOUNT_DISABLED', true);
    await expect(client.fetchQuery({ queryKey: ['profile'], queryFn: () => Promise.reject(refusal) })).rejects.toBe(refusal);
    await vi.waitFor(() => expect(refetch).toHaveBeenCalledTimes(1));
    expect(takeSignOutReason()).toBe('disabled');
  });

  it('does the same for a refused mutation', async () => {
    const client = createQueryClient();
    const refusal = new ApiError(403, 'Your account has been disabled. Please contact support.', 'ACCOUNT_DISABLED', true);
    await expect(
      client
        .getMutationCache()
        .build(client, { mutationFn: () => Promise.reject(refusal) })
        .execute(undefined),
    ).rejects.toBe(refusal);
    await vi.waitFor(() => expect(refetch).toHaveBeenCalledTimes(1));
    expect(takeSignOutReason()).toBe('disabled');
  });

  it('leaves any other refusal alone', async () => {
    const client = createQueryClient();
    const refusal = new ApiError(403, 'Please verify your e-mail first.', 'EMAIL_NOT_VERIFIED', true);
    await expect(client.fetchQuery({ queryKey: ['profile'], queryFn: () => Promise.reject(refusal) })).rejects.toBe(refusal);
    expect(refetch).not.toHaveBeenCalled();
    expect(takeSignOutReason()).toBeNull();
  });
});
