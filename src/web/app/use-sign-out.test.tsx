import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { readDraft, isTextDraft, toTabDraftPlace, toUserDraftPlace, writeDraft } from '../lib/drafts.ts';

const signOut = vi.fn(async () => undefined);
vi.mock('../lib/auth-client.ts', () => ({ loadAuthClient: async () => ({ signOut }), waitForNoSession: async () => undefined }));

const { useSignOut } = await import('./use-sign-out.ts');

const wrapper = ({ children }: { children: ReactNode }) => <MemoryRouter>{children}</MemoryRouter>;
const promptPlace = toUserDraftPlace('cook-1', 'prompt');
const landingPlace = toTabDraftPlace('landing-prompt');

describe('useSignOut and drafts', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    writeDraft(promptPlace, 'pho with extra basil');
    writeDraft(landingPlace, 'something with leeks');
    localStorage.setItem('unrelated', 'kept');
  });

  it('forgets every draft on a sign-out the cook asked for (a shared computer)', async () => {
    const { result } = renderHook(() => useSignOut(), { wrapper });
    await act(() => result.current());
    expect(signOut).toHaveBeenCalled();
    expect(readDraft(promptPlace, isTextDraft)).toBeNull();
    expect(readDraft(landingPlace, isTextDraft)).toBeNull();
    expect(localStorage.getItem('unrelated')).toBe('kept');
  });

  it('keeps them on the inactivity sign-out, which returns the cook to the same page', async () => {
    const { result } = renderHook(() => useSignOut(), { wrapper });
    await act(() => result.current({ reason: 'inactivity', returnPath: '/create' }));
    expect(readDraft(promptPlace, isTextDraft)).toBe('pho with extra basil');
  });
});
