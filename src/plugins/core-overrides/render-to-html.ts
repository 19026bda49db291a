/**
 * Replaces `@docusaurus/core/lib/client/renderToHtml.js` (3.10) in the server bundle. Same
 * rendering, with React told never to "outline" a Suspense boundary: by default React moves any
 * boundary past its first 12.8 KB of output to the end of the document, hidden, and an inline
 * script puts it back. The desktop sidebar and table of contents sit in such boundaries (see
 * src/client/hydrate-later.tsx); outlined, they would be missing for readers without JavaScript and
 * need one more script hash in the Content-Security-Policy.
 */
import { PassThrough } from 'node:stream';
import { text } from 'node:stream/consumers';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';

export async function renderToHtml(app: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    const passThrough = new PassThrough();
    const { pipe } = renderToPipeableStream(app, {
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError(error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      },
      onAllReady() {
        pipe(passThrough);
        text(passThrough).then(resolve, reject);
      },
    });
  });
}
