import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';

/** The account keeps `email` until the link sent to `pendingEmail` is opened. */
const ZChangeEmailResult = z.object({ email: z.string(), emailVerified: z.boolean(), pendingEmail: z.string() });

/** `currentPassword` left out by an account without one (the server checks the sign-in is recent instead). */
export function changeEmail(input: { newEmail: string; currentPassword?: string }) {
  return apiRequest('/api/profile/email', ZChangeEmailResult, { method: 'POST', body: input });
}

export function useChangeEmail() {
  return useMutation({ mutationFn: changeEmail });
}
