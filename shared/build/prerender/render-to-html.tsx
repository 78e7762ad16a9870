import { Writable } from 'node:stream';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';

/**
 * The whole HTML of a tree once every lazy part has loaded; rejects when any
 * part throws (the host then falls back to the first screen built ahead of time).
 */
export function renderToHtml(tree: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    let failure: unknown;
    const stream = renderToPipeableStream(tree, {
      // The HTML is sent whole once every part is ready: a large part must not be outlined for progressive
      // display, which reveals it with an inline script that the page's CSP refuses (it would stay hidden).
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        if (failure !== undefined) return reject(failure instanceof Error ? failure : new Error(String(failure)));
        const chunks: Buffer[] = [];
        const sink = new Writable({
          write(chunk: Buffer | string, _encoding, done) {
            chunks.push(Buffer.from(chunk));
            done();
          },
          final(done) {
            resolve(Buffer.concat(chunks).toString('utf8'));
            done();
          },
        });
        stream.pipe(sink);
      },
      onShellError: reject,
      onError(error) {
        failure ??= error;
      },
    });
  });
}
