/** An answer's text read as JSON, or `isJson: false` when it is not JSON. */
export type TJsonReading = { isJson: true; json: unknown } | { isJson: false };

/**
 * The one JSON read of an API answer's text, for the page (api-client.ts) and the answer worker
 * (answer-schemas.ts): an empty body (a 204) reads as null. Text that is not JSON (often an HTML error page
 * from a proxy) goes to the console as a preview, `label` naming the answer, and never into a message.
 * Kept free of zod and the API client: it is in the entry chunk and in the worker.
 */
export function readAnswerJson(text: string, label: string): TJsonReading {
  if (text.length === 0) return { isJson: true, json: null };
  try {
    return { isJson: true, json: JSON.parse(text) };
  } catch {
    console.error(`${label} was not valid JSON. Preview: ${text.slice(0, 200)}`);
    return { isJson: false };
  }
}
