import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { ZCreatedImportSchema, ZCreatedUrlImportSchema, ZImportJobSchema, type TCreatedImport, type TImportJob } from '../../../../domain/imports.ts';
import { ApiError, apiRequest } from '../../../lib/api-client.ts';

const importKeys = { job: (id: string) => ['imports', id] as const };

const ZErrorBodySchema = z.object({ error: z.string(), code: z.string() });

/** POST /api/imports: the file as multipart (apiRequest sends JSON only). */
async function uploadImport(file: File): Promise<TCreatedImport> {
  const form = new FormData();
  form.append('file', file, file.name);
  const response = await fetch('/api/imports', { method: 'POST', credentials: 'same-origin', headers: { accept: 'application/json' }, body: form });
  const json: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const parsed = ZErrorBodySchema.safeParse(json);
    if (parsed.success) throw new ApiError(response.status, parsed.data.error, 'HTTP_ERROR', true);
    throw new ApiError(response.status, `HTTP error! status: ${response.status}`, 'HTTP_ERROR');
  }
  return ZCreatedImportSchema.parse(json);
}

const isRunning = (job: TImportJob | undefined) => job?.status === 'reading' || job?.status === 'importing';

/** The job, polled every second while the server reads or imports it. */
export function importJobQueryOptions(id: string) {
  return queryOptions({
    queryKey: importKeys.job(id),
    queryFn: ({ signal }) => apiRequest(`/api/imports/${encodeURIComponent(id)}`, ZImportJobSchema, { signal }),
    refetchInterval: (query) => (isRunning(query.state.data) ? 1_000 : false),
    retry: false,
  });
}

export function useUploadImport() {
  return useMutation({ mutationFn: uploadImport });
}

/** POST /api/imports/urls (Pro): the addresses as pasted; the server checks, drops repeats and counts them. */
export function useCreateUrlImport() {
  return useMutation({
    mutationFn: (urls: string[]) => apiRequest('/api/imports/urls', ZCreatedUrlImportSchema, { method: 'POST', body: { urls } }),
  });
}

export function useConfirmImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest(`/api/imports/${encodeURIComponent(id)}/confirm`, ZImportJobSchema, { method: 'POST' }),
    onSuccess: (job) => queryClient.setQueryData(importKeys.job(job.id), job),
  });
}

export function useCancelImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest(`/api/imports/${encodeURIComponent(id)}`, z.null(), { method: 'DELETE' }),
    onSuccess: (_result, id) => queryClient.removeQueries({ queryKey: importKeys.job(id) }),
  });
}
