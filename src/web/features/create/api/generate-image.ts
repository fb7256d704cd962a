import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { ZGenerateImageResponseSchema, type ZGenerateImageRequestSchema } from '../../../../domain/generation.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export type TGenerateImageRequest = z.infer<typeof ZGenerateImageRequestSchema>;

/** POST /generate-image: a dish image for a title and its ingredients. */
export function generateImage(body: TGenerateImageRequest) {
  return apiRequest('/generate-image', ZGenerateImageResponseSchema, { method: 'POST', body });
}

export function useGenerateImage() {
  return useMutation({ mutationFn: generateImage });
}
