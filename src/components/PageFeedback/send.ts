/** What the collector receives: the page, its docs version and the reader's answer. */
export interface FeedbackPayload {
  readonly page: string;
  readonly version: string;
  readonly helpful: boolean;
}

/**
 * Posts the answer as JSON. No cookies go with it, and `keepalive` lets it finish when the reader
 * leaves the page at once. Resolves to whether the collector accepted it.
 */
export async function sendFeedback(
  endpoint: string,
  payload: FeedbackPayload,
  send: typeof fetch = fetch,
): Promise<boolean> {
  try {
    const response = await send(endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(payload),
      credentials: 'omit',
      keepalive: true,
    });
    return response.ok;
  } catch {
    return false;
  }
}
