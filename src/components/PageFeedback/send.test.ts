import { describe, expect, it } from 'vitest';
import { sendFeedback } from './send';

describe('sendFeedback', () => {
  it('posts the page, its version and the answer as JSON, without cookies', async () => {
    const calls: [string, RequestInit | undefined][] = [];
    const accepted = await sendFeedback(
      'https://feedback.example/collect',
      { page: '/docs/user/access-request/request-access', version: 'current', helpful: false },
      (input, init) => {
        calls.push([input as string, init]);
        return Promise.resolve(new Response(null, { status: 204 }));
      },
    );
    expect(accepted).toBe(true);
    const [[url, init]] = calls;
    expect(url).toBe('https://feedback.example/collect');
    expect(init).toMatchObject({ method: 'POST', credentials: 'omit', keepalive: true });
    expect(JSON.parse(init?.body as string)).toEqual({
      page: '/docs/user/access-request/request-access',
      version: 'current',
      helpful: false,
    });
  });

  it('reports a refusal or a network failure as not sent', async () => {
    const refuse = () => Promise.resolve(new Response('no', { status: 503 }));
    const fail = () => Promise.reject(new TypeError('Failed to fetch'));
    const payload = { page: '/docs/admin', version: '3.1', helpful: true };
    expect(await sendFeedback('https://feedback.example/', payload, refuse)).toBe(false);
    expect(await sendFeedback('https://feedback.example/', payload, fail)).toBe(false);
  });
});
