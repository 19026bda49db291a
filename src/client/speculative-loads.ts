/**
 * Speculative downloads (the routes a page links to, prefetched) wait until the page's own content
 * is in: the load event, then whatever the page is still fetching for the reader (the search
 * page's first results), then an idle moment. On a slow connection they would otherwise share its
 * bandwidth with what the reader is waiting for.
 */
const pending = new Set<Promise<unknown>>();

/** The longest a hold lasts: content that never comes does not stop prefetching for good. */
const maxHoldMs = 10_000;

/** Holds speculative downloads back until `work` settles, or for ten seconds at most. */
export function holdSpeculativeLoads(work: Promise<unknown>): void {
  const hold = Promise.race([work, new Promise((resolve) => setTimeout(resolve, maxHoldMs))]);
  pending.add(hold);
  void hold.finally(() => pending.delete(hold)).catch(() => undefined);
}

/** Resolves once the browser has painted the next frame: in the frame after it (at once where there are no frames). */
export function afterNextPaint(): Promise<void> {
  if (typeof requestAnimationFrame !== 'function') return Promise.resolve();
  return new Promise((resolve) => {
    requestAnimationFrame(() => {
      requestAnimationFrame(() => {
        resolve();
      });
    });
  });
}

function loaded(): Promise<void> {
  if (document.readyState === 'complete') return Promise.resolve();
  return new Promise((resolve) => {
    window.addEventListener(
      'load',
      () => {
        resolve();
      },
      { once: true },
    );
  });
}

// Safari has no requestIdleCallback: a short timeout stands in for the idle moment.
function idle(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof window.requestIdleCallback === 'function') {
      window.requestIdleCallback(
        () => {
          resolve();
        },
        { timeout: 2000 },
      );
    } else {
      setTimeout(resolve, 50);
    }
  });
}

const turns: (() => void)[] = [];
let takingTurns = false;

/**
 * Runs `start` in an idle moment of its own, after the ones queued before it: starting a download
 * (a prefetch link appended to the document) costs a few milliseconds of a phone's main thread, and
 * a page that starts a dozen at once blocked input for ~70 ms as one task.
 */
export function inItsOwnIdleMoment<T>(start: () => Promise<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    turns.push(() => {
      start().then(resolve, reject);
    });
    if (takingTurns) return;
    takingTurns = true;
    void (async () => {
      for (let turn = turns.shift(); turn; turn = turns.shift()) {
        await idle();
        turn();
      }
      takingTurns = false;
    })();
  });
}

/** Resolves once the page has loaded, nothing holds speculative downloads back, and the browser is idle. */
export async function whenPageContentLoaded(): Promise<void> {
  await loaded();
  await idle();
  while (pending.size > 0) {
    await Promise.allSettled([...pending]);
    await idle();
  }
}
