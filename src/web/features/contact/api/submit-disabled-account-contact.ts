import { useMutation } from '@tanstack/react-query';
import { ZContactSubmissionResponseSchema, type TDisabledAccountContactFields } from '../../../../domain/messages.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /api/contact-submission/disabled-account { email, password, message }, signed out. */
export function submitDisabledAccountContact(fields: TDisabledAccountContactFields) {
  return apiRequest('/api/contact-submission/disabled-account', ZContactSubmissionResponseSchema, { method: 'POST', body: fields });
}

export function useSubmitDisabledAccountContact() {
  return useMutation({ mutationFn: submitDisabledAccountContact });
}
