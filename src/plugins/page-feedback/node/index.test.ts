import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import PageFeedback from '../../../components/PageFeedback';
import { feedbackEndpoint } from './index';

describe('feedbackEndpoint', () => {
  it('is off when none is set', () => {
    expect(feedbackEndpoint(undefined)).toBeUndefined();
    expect(feedbackEndpoint('')).toBeUndefined();
  });

  it('takes an https: URL, or http: on the loopback address', () => {
    expect(feedbackEndpoint('https://feedback.example/collect')).toBe('https://feedback.example/collect');
    expect(feedbackEndpoint('http://127.0.0.1:9000/feedback')).toBe('http://127.0.0.1:9000/feedback');
  });

  it('fails the build, naming the variable, on anything else', () => {
    for (const value of ['feedback.example', 'http://feedback.example/', 'https://user:secret@feedback.example/']) {
      expect(() => feedbackEndpoint(value)).toThrow(/^FEEDBACK_ENDPOINT: /);
    }
  });
});

describe('PageFeedback', () => {
  it('asks with two buttons a keyboard reaches, grouped under the question', () => {
    const html = renderToStaticMarkup(
      createElement(PageFeedback, { endpoint: 'https://feedback.example/', page: '/docs/admin', version: 'current' }),
    );
    expect(html).toMatch(/role="group" aria-labelledby="([^"]+)".*<span id="\1">Was this page helpful\?<\/span>/);
    expect(html.match(/<button type="button"[^>]*>(Yes|No)<\/button>/g)).toHaveLength(2);
    expect(html).toContain('role="status"');
  });
});
