import { afterEach, describe, expect, it, vi } from 'vitest';
import { takeEarly } from './early-fetch';

// What the painted page's loader asked for before the shell ran: taken once, a copy (the loader
// reads its own), and asked again when the loader's request failed.
afterEach(() => {
  delete window.__early;
});

describe('takeEarly', () => {
  it("hands out the loader's answer once, without asking again", async () => {
    const answer = new Response('{"a":1}', { status: 200 });
    window.__early = { '/app-config.json': Promise.resolve(answer) };
    const ask = vi.fn(() => Promise.resolve(new Response('asked')));
    const taken = await takeEarly('/app-config.json', ask);
    expect(await taken?.text()).toBe('{"a":1}');
    expect(answer.bodyUsed).toBe(false);
    expect(ask).not.toHaveBeenCalled();
    expect(takeEarly('/app-config.json', ask)).toBeUndefined();
  });

  it('has nothing for a URL the loader did not ask for, or without a loader', () => {
    const ask = () => Promise.resolve(new Response(''));
    expect(takeEarly('/app-config.json', ask)).toBeUndefined();
    window.__early = {};
    expect(takeEarly('http://localhost:3001/mf-manifest.json', ask)).toBeUndefined();
  });

  it('asks when the loader did not, or when its request failed or was refused', async () => {
    const ask = vi.fn(() => Promise.resolve(new Response('asked')));
    window.__early = {
      a: Promise.reject(new TypeError('Failed to fetch')),
      b: Promise.resolve(new Response('gone', { status: 404 })),
      c: Promise.resolve(null),
    };
    expect(await (await takeEarly('a', ask))?.text()).toBe('asked');
    expect(await (await takeEarly('b', ask))?.text()).toBe('asked');
    expect(await (await takeEarly('c', ask))?.text()).toBe('asked');
    expect(ask).toHaveBeenCalledTimes(3);
  });
});
