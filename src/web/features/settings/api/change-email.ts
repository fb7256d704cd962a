import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** `currentPassword` left out by an account without one (the server checks the sign-in is recent instead). */
export function changeEmail(input: { newEmail: string; currentPassword?: string }) {
  return apiRequest('/api/profile/email', 'changeEmail', { method: 'POST', body: input });
}

export function useChangeEmail() {
  return useMutation({ mutationFn: changeEmail });
}
