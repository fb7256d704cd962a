import { ApiError, hasErrorCode } from '../../../lib/api-client.ts';

/**
 * A messages call whose failure came with no server text gets its own fallback text instead, which
 * the cook may see; any other failure passes unchanged.
 */
export async function withFallbackMessage<TResult>(request: Promise<TResult>, toMessage: (error: ApiError) => string): Promise<TResult> {
  try {
    return await request;
  } catch (error) {
    if (hasErrorCode(error, 'HTTP_ERROR')) throw new ApiError(error.status, toMessage(error), error.code, true);
    throw error;
  }
}
