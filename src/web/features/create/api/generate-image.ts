import { useMutation } from '@tanstack/react-query';
import { ZGenerateImageResponseSchema, type TGenerateImageRequest } from '../../../../domain/generation.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /generate-image: a dish image for a title and its ingredients. */
export function generateImage(body: TGenerateImageRequest) {
  return apiRequest('/generate-image', ZGenerateImageResponseSchema, { method: 'POST', body });
}

export function useGenerateImage() {
  return useMutation({ mutationFn: generateImage });
}
