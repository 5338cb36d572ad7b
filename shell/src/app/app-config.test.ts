import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AppConfigError, loadAppConfig, parseAppConfig } from './app-config';

const valid = {
  apiBaseUrl: '/api',
  remotes: {
    mf_listings: 'http://localhost:3001/mf-manifest.json',
    mf_create: 'http://localhost:3002/mf-manifest.json',
    mf_messaging: 'http://localhost:3003/mf-manifest.json',
    mf_profile: 'https://cdn.example.com/profile/v42/mf-manifest.json',
  },
  firebase: { apiKey: 'demo-api-key', projectId: 'demo-sublease', authDomain: 'x' },
  authEmulatorUrl: null,
  tiles: { url: 'https://tiles.example/{z}/{x}/{y}.png', attribution: '© OSM' },
};

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('app-config.json', () => {
  it('accepts a complete config, remotes anywhere', () => {
    expect(parseAppConfig(valid).remotes.mf_profile).toBe(
      'https://cdn.example.com/profile/v42/mf-manifest.json',
    );
    expect(parseAppConfig({ ...valid, authEmulatorUrl: undefined }).authEmulatorUrl).toBeNull();
  });

  it('names the field that is missing', () => {
    const { mf_create: _, ...remotes } = valid.remotes;
    expect(() => parseAppConfig({ ...valid, remotes })).toThrow('remotes.mf_create');
    expect(() => parseAppConfig({ ...valid, apiBaseUrl: '' })).toThrow('apiBaseUrl');
    expect(() => parseAppConfig([])).toThrow(AppConfigError);
  });

  it('is downloaded from the site at start-up', async () => {
    server.use(http.get('http://localhost:3000/app-config.json', () => HttpResponse.json(valid)));
    await expect(loadAppConfig('http://localhost:3000/app-config.json')).resolves.toMatchObject({
      apiBaseUrl: '/api',
    });
  });

  it("takes the answer the painted page's loader already fetched, not asking again", async () => {
    const asked: string[] = [];
    server.use(
      http.get('http://localhost:3000/app-config.json', ({ request }) => {
        asked.push(request.url);
        return HttpResponse.json(valid);
      }),
    );
    const early = { ...valid, apiBaseUrl: 'https://api.early.test' };
    window.__early = {
      'http://localhost:3000/app-config.json': Promise.resolve(Response.json(early)),
    };
    try {
      await expect(loadAppConfig('http://localhost:3000/app-config.json')).resolves.toMatchObject({
        apiBaseUrl: 'https://api.early.test',
      });
      expect(asked).toEqual([]);
    } finally {
      delete window.__early;
    }
  });

  it('explains a missing file', async () => {
    server.use(
      http.get(
        'http://localhost:3000/app-config.json',
        () => new HttpResponse(null, { status: 404 }),
      ),
    );
    await expect(loadAppConfig('http://localhost:3000/app-config.json')).rejects.toThrow(
      'HTTP 404',
    );
  });
});
