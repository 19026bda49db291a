import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

beforeEach(() => {
  // The page's origin has no server here: a request that a test did not answer itself fails, saying which.
  vi.stubGlobal('fetch', (input: RequestInfo | URL) =>
    Promise.reject(
      new Error(
        `A component test reached the network: ${typeof input === 'string' ? input : input instanceof URL ? input.href : input.url}`,
      ),
    ),
  );
});

// Vitest's globals are off, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
  sessionStorage.clear();
});
