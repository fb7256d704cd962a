import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

// The answer's schema is imported with the request: the settings page's first load goes without zod.
// (Its own module: a dynamic import of zod itself would keep all of zod in the bundle.)
const changeEmailResultLoader = { load: async () => (await import('./change-email-result.ts')).ZChangeEmailResult };

/** `currentPassword` left out by an account without one (the server checks the sign-in is recent instead). */
export function changeEmail(input: { newEmail: string; currentPassword?: string }) {
  return apiRequest('/api/profile/email', changeEmailResultLoader, { method: 'POST', body: input });
}

export function useChangeEmail() {
  return useMutation({ mutationFn: changeEmail });
}
