import { describe, expect, it } from 'vitest';
import { failureAdvice } from './api-failures';

describe('failureAdvice', () => {
  it('says nothing before a request, while it is under way and after a success', () => {
    expect(failureAdvice(undefined, undefined)).toBeUndefined();
    expect(failureAdvice(undefined, 'Fetching...')).toBeUndefined();
    expect(failureAdvice('200', '{"ok":true}')).toBeUndefined();
  });

  it('names a request that got no answer, with the theme’s reason, and what to try', () => {
    const advice = failureAdvice(undefined, 'Unable to reach the server. Please check your network connection.');
    expect(advice?.what).toBe('No answer: Unable to reach the server. Please check your network connection.');
    expect(advice?.tryNext).toMatch(/npm run mock/);
    expect(advice?.tryNext).toMatch(/curl sample/);
  });

  it('names the status of a refusal and what to check for it', () => {
    expect(failureAdvice('401', '')?.tryNext).toMatch(/token/);
    expect(failureAdvice('404', '')?.tryNext).toMatch(/list operation/);
    expect(failureAdvice('503', '')?.what).toBe('The server refused the request with 503; its answer is below.');
    expect(failureAdvice('503', '')?.tryNext).toMatch(/already took effect/);
  });
});
