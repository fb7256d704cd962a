import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZAcceptInvitationResponseSchema, type TAcceptInvitation } from '../../../../domain/household.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /api/household/invitations/accept; afterwards every answer on screen belongs to the new household. */
export function useAcceptInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TAcceptInvitation) => apiRequest('/api/household/invitations/accept', ZAcceptInvitationResponseSchema, { method: 'POST', body: input }),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
