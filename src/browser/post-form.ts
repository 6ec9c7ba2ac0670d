import type { FormReply } from '../forms/result';
import { formFetchHeaders } from '../forms/xsrf';

/**
 * Sends a form to one of our endpoints with the double-submit token header.
 * Resolves with the server's reply; rejects only when no usable reply came back.
 */
export async function postForm(url: string, body: FormData): Promise<FormReply> {
  const response = await fetch(url, { method: 'POST', body, credentials: 'same-origin', headers: formFetchHeaders() });
  const reply = (await response.json().catch(() => null)) as FormReply | null;
  if (!reply || typeof reply.success !== 'boolean') throw new Error(`Unexpected reply ${response.status}`);
  return reply;
}
