import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config/env';
import { ALICE, createTestApp, type TestApp } from './helpers/test-app';

describe('start-up configuration', () => {
  it('has working defaults', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      port: 8080,
      firebaseProjectId: 'demo-sublease',
      storage: { kind: 'local' },
      geocoder: { kind: 'nominatim' },
      seed: true,
    });
    expect(c.dataDir).toMatch(/\.data$/);
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ STORAGE: 'ftp' }, 'STORAGE'],
    [{ STORAGE: 's3' }, 'S3_BUCKET'],
    [{ GEOCODER: 'google' }, 'GEOCODER'],
    [{ FIREBASE_AUTH_EMULATOR_HOST: 'nope' }, 'FIREBASE_AUTH_EMULATOR_HOST'],
    [{ CORS_ORIGINS: 'example.com' }, 'CORS_ORIGINS'],
    [{ SMTP_HOST: 'smtp.example.com' }, 'SMTP_TO'],
    [{ PUBLIC_URL: 'not a url' }, 'PUBLIC_URL'],
    [{ SMTP_URL: 'smtp://mail.example:587', SMTP_TO: 'a@b.c', SMTP_HOST: 'x' }, 'SMTP_URL'],
    [{ SMTP_URL: 'http://mail.example', SMTP_TO: 'a@b.c' }, 'SMTP_URL'],
    [{ SMTP_URL: 'smtp://mail.example:587' }, 'SMTP_TO'],
    [{ MESSAGE_EMAIL_DELAY_MINUTES: 'soon' }, 'MESSAGE_EMAIL_DELAY_MINUTES'],
    [{ MESSAGE_EMAIL_DELAY_MINUTES: '-1' }, 'MESSAGE_EMAIL_DELAY_MINUTES'],
  ])('refuses %o naming %s', (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(name);
  });

  it('reads the mail server from SMTP_URL (smtp:// STARTTLS, smtps:// TLS, user and password decoded)', () => {
    const starttls = loadConfig({
      SMTP_URL: 'smtp://mailer%40sublease.example:p%40ss%2Fword@smtp.example.com:2525',
      SMTP_TO: 'team@sublease.example',
    }).smtp;
    expect(starttls).toEqual({
      host: 'smtp.example.com',
      port: 2525,
      secure: false,
      user: 'mailer@sublease.example',
      pass: 'p@ss/word',
      from: 'mailer@sublease.example',
      to: 'team@sublease.example',
    });
    const tls = loadConfig({
      SMTP_URL: 'smtps://u:p@smtp.example.com',
      SMTP_TO: 't@x.example',
      SMTP_FROM: 'Sublease <no-reply@sublease.example>',
    }).smtp;
    expect(tls).toMatchObject({
      port: 465,
      secure: true,
      from: 'Sublease <no-reply@sublease.example>',
    });
    expect(loadConfig({ SMTP_URL: 'smtp://127.0.0.1', SMTP_TO: 't@x.example' }).smtp).toMatchObject(
      {
        host: '127.0.0.1',
        port: 587,
        user: undefined,
      },
    );
  });

  it('e-mails unread messages after 10 minutes unless told otherwise (fractions allowed)', () => {
    expect(loadConfig({}).messageEmailDelayMs).toBe(600_000);
    expect(loadConfig({ MESSAGE_EMAIL_DELAY_MINUTES: '0.05' }).messageEmailDelayMs).toBe(3_000);
  });

  it('refuses the auth emulator in production, and never seeds there', () => {
    expect(() =>
      loadConfig({ NODE_ENV: 'production', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' }),
    ).toThrow(/emulator/);
    expect(loadConfig({ NODE_ENV: 'production' }).seed).toBe(false);
    expect(loadConfig({ SEED: 'false' }).seed).toBe(false);
  });
});

describe('errors and docs', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  it('answers unknown routes with 404 { error }', async () => {
    const res = await t.request({ method: 'GET', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: 'Not found' });
  });

  it('echoes a request id', async () => {
    const res = await t.request({
      method: 'GET',
      url: '/api/listings',
      headers: { 'x-request-id': 'abc-123' },
    });
    expect(res.headers['x-request-id']).toBe('abc-123');
  });

  it('serves an OpenAPI document generated from the route schemas', async () => {
    const res = await t.request({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json<{
      openapi: string;
      paths: Record<string, Record<string, unknown>>;
      tags?: { name: string }[];
    }>();
    expect(doc.openapi).toMatch(/^3\./);
    // Paths are under the document's server URL (/api): test/openapi-document.test.ts checks the rest.
    for (const path of [
      '/listings',
      '/listing',
      '/user',
      '/conversations/{id}/reply',
      '/geocode',
      '/email',
      '/user/saved-searches',
      '/user/saved-searches/{id}',
      '/user/saved-searches/{id}/seen',
      '/user/saved-search-alerts',
      '/saved-searches/unsubscribe',
      '/user/message-alerts',
      '/messages/unsubscribe',
      '/listings/still-available',
      '/push/public-key',
      '/user/push-subscriptions',
    ]) {
      expect(Object.keys(doc.paths)).toContain(path);
    }
    expect(JSON.stringify(doc.paths['/conversations/{id}/reply'])).toContain('content');
    expect(Object.keys(doc.paths['/messages/unsubscribe'] ?? {}).sort()).toEqual(['get', 'post']);
    expect(doc.tags?.map((tag) => tag.name)).toContain('notifications');
    // What a push carries is documented beside the routes (no route answers it).
    expect(JSON.stringify(doc)).toContain('"PushPayload"');
  });

  it('hides internals on a 5xx', async () => {
    await t.request({ method: 'GET', url: '/api/user', as: ALICE });
    // Break the database under the running app: the next query fails inside the server.
    await t.app.ctx.db.kysely.schema.dropTable('saved_listings').execute();
    const res = await t.request({ method: 'GET', url: '/api/user/saved-listings', as: ALICE });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toMatchObject({ error: 'Internal server error' });
    expect(res.body).not.toMatch(/saved_listings|SQL|at /i);
  });
});
