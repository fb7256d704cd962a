import { useMutation } from '@tanstack/react-query';
import type { TGenerateImageRequest } from '../../../../domain/generation.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /generate-image: a dish image for a title and its ingredients (its schema loads beside the request). */
export function generateImage(body: TGenerateImageRequest) {
  return apiRequest('/generate-image', 'generateImage', { method: 'POST', body });
}

export function useGenerateImage() {
  return useMutation({ mutationFn: generateImage });
}
