import { useMutation } from '@tanstack/react-query';
import { ZContactSubmissionResponseSchema, type TContactFields } from '../../../../domain/messages.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /api/contact-submission { name, email, message }. */
export function submitContact(fields: TContactFields) {
  return apiRequest('/api/contact-submission', ZContactSubmissionResponseSchema, { method: 'POST', body: fields });
}

export function useSubmitContact() {
  return useMutation({ mutationFn: submitContact });
}
