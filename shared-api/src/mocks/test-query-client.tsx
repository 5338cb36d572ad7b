import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';

/**
 * A fresh client per test: no retries (a failure shows at once) and no garbage collection timers
 * that outlive the test. Tests of retry behaviour use `createQueryClient()` itself.
 */
export function createTestQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } },
  });
}

/** `wrapper` for `render` / `renderHook`: provides that client (no persistence). */
export function queryWrapper(client: QueryClient) {
  return function QueryWrapper({ children }: { children?: ReactNode }) {
    return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  };
}
