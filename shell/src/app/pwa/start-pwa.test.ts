import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { queryKeys } from 'shared-api';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startPwa } from './start-pwa';

/** The browser's side of a first visit: no worker controls the page until it is installed. */
function firstVisitWorkerContainer() {
  const container = new EventTarget() as EventTarget & {
    controller: null;
    register: () => Promise<unknown>;
  };
  container.controller = null;
  container.register = () => Promise.resolve({});
  Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true });
  return container;
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('startPwa on a first visit', () => {
  it('asks again, once the worker controls the page, only for the reads the worker keeps', async () => {
    const container = firstVisitWorkerContainer();
    const client = new QueryClient();
    const calls: string[] = [];
    const watch = (queryKey: readonly unknown[], name: string) => {
      const observer = new QueryObserver(client, {
        queryKey,
        queryFn: () => {
          calls.push(name);
          return name;
        },
        staleTime: Infinity,
      });
      observer.subscribe(() => undefined);
    };
    watch(queryKeys.listings.list(), 'list');
    watch(queryKeys.listings.detail('7'), 'detail');
    watch(queryKeys.listings.saved('uid-1'), 'saved');
    watch(queryKeys.conversations.list('uid-1'), 'conversations');
    await vi.waitFor(() => expect(calls).toHaveLength(4));

    await startPwa(client);
    calls.length = 0;
    container.dispatchEvent(new Event('controllerchange'));

    await vi.waitFor(() => expect(calls.sort()).toEqual(['conversations', 'saved']));
    // The public listing reads stay as they were: no second download of the whole list.
    expect(calls).not.toContain('list');
  });
});
