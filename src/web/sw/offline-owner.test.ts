import { describe, expect, it } from 'vitest';
import { needsSessionCheck, planReplay, readQueuedOwner, readSessionUserId, shouldForgetCopies } from './offline-owner.ts';

describe('offline copies belong to the cook who made them', () => {
  it("reads the cook's id from a get-session answer, and nobody from a signed-out or odd one", () => {
    expect(readSessionUserId({ session: { id: 's1' }, user: { id: 'cook-a', email: 'a@example.test' } })).toBe('cook-a');
    expect(readSessionUserId(null)).toBeNull();
    expect(readSessionUserId({ user: null })).toBeNull();
    expect(readSessionUserId({ user: { id: '' } })).toBeNull();
    expect(readSessionUserId({ user: { id: 7 } })).toBeNull();
    expect(readSessionUserId('cook-a')).toBeNull();
  });

  it("reads a queued action's owner from its metadata", () => {
    expect(readQueuedOwner({ ownerId: 'cook-a' })).toBe('cook-a');
    expect(readQueuedOwner({ ownerId: null })).toBeNull();
    expect(readQueuedOwner(undefined)).toBeNull();
    expect(readQueuedOwner({})).toBeNull();
  });

  it("forgets copies another cook (or nobody known) left, and keeps the same cook's after their session expired", () => {
    expect(shouldForgetCopies('cook-a', 'cook-b')).toBe(true);
    expect(shouldForgetCopies(null, 'cook-b')).toBe(true);
    expect(shouldForgetCopies('cook-a', 'cook-a')).toBe(false);
  });

  it("sends only the signed-in cook's queued actions, in their places; the rest wait", () => {
    const owners = ['cook-a', 'cook-b', 'cook-a', null];
    expect(planReplay(owners, 'cook-a')).toEqual(['send', 'keep', 'send', 'keep']);
    expect(planReplay(owners, 'cook-b')).toEqual(['keep', 'send', 'keep', 'keep']);
    // No session (expired, signed out): nothing is sent, so nothing is answered 401 and lost.
    expect(planReplay(owners, null)).toEqual(['keep', 'keep', 'keep', 'keep']);
  });

  it('asks the server whose session it is only when the queue holds an action of the cook recorded as signed in', () => {
    // Nothing queued: nothing to send, no get-session.
    expect(needsSessionCheck([], 'cook-a')).toBe(false);
    expect(needsSessionCheck([], null)).toBe(false);
    // Only another cook's, or nobody known's: they wait for their own cook's sign-in, no get-session now.
    expect(needsSessionCheck(['cook-b', null], 'cook-a')).toBe(false);
    expect(needsSessionCheck(['cook-b'], null)).toBe(false);
    expect(needsSessionCheck([null], null)).toBe(false);
    // The recorded cook has something waiting: the server is asked before anything is sent.
    expect(needsSessionCheck(['cook-b', 'cook-a'], 'cook-a')).toBe(true);
  });
});
