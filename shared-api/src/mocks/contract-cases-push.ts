import { API_MESSAGES } from '../api-messages';
import { PUSH_MESSAGES, pushPublicKeySchema, pushSubscribedSchema } from '../push/push.schema';
import type { ContractCase } from './contract-harness';
import { MOCK_VAPID_PUBLIC_KEY } from './handlers/push';

// The Web Push rows of the contract table (contract-cases.ts): refusals among the reads, writes
// among the last cases. A P-256 point for `p256dh` (the server checks the curve): the mock key.
const ENDPOINT = 'https://push.example.test/send/contract-subscription';
const keys = { p256dh: MOCK_VAPID_PUBLIC_KEY, auth: 'gsfhDHAClYIhf2diNpApqw' };
const subscription = { endpoint: ENDPOINT, expirationTime: null, keys };

export const pushRefusals: ContractCase[] = [
  {
    name: 'the push public key',
    method: 'GET',
    path: '/push/public-key',
    expect: { status: 200, schema: pushPublicKeySchema },
  },
  {
    name: 'subscribing to pushes needs a session',
    method: 'POST',
    path: '/user/push-subscriptions',
    json: subscription,
    expect: { status: 401, error: API_MESSAGES.notAuthenticated },
  },
  {
    name: 'unsubscribing from pushes needs a session',
    method: 'DELETE',
    path: '/user/push-subscriptions',
    json: { endpoint: ENDPOINT },
    expect: { status: 401, error: API_MESSAGES.notAuthenticated },
  },
  {
    name: 'subscribing with an http endpoint',
    method: 'POST',
    path: '/user/push-subscriptions',
    as: 'other',
    json: { ...subscription, endpoint: 'http://push.example.test/send/1' },
    expect: { status: 400, error: PUSH_MESSAGES.endpoint },
  },
  {
    name: 'subscribing with a short p256dh key',
    method: 'POST',
    path: '/user/push-subscriptions',
    as: 'other',
    json: { ...subscription, keys: { ...keys, p256dh: 'BAAAAAAA' } },
    expect: { status: 400, error: PUSH_MESSAGES.p256dh },
  },
  {
    name: 'subscribing with a long auth secret',
    method: 'POST',
    path: '/user/push-subscriptions',
    as: 'other',
    json: { ...subscription, keys: { ...keys, auth: `${keys.auth}AAAA` } },
    expect: { status: 400, error: PUSH_MESSAGES.auth },
  },
  {
    name: 'unsubscribing without an endpoint',
    method: 'DELETE',
    path: '/user/push-subscriptions',
    as: 'other',
    json: {},
    expect: { status: 400, error: PUSH_MESSAGES.endpoint },
  },
];

export const pushWrites: ContractCase[] = [
  {
    name: 'subscribing to pushes',
    method: 'POST',
    path: '/user/push-subscriptions',
    as: 'other',
    json: subscription,
    expect: { status: 201, schema: pushSubscribedSchema },
  },
  {
    name: 'the same browser subscribed by someone else moves to them',
    method: 'POST',
    path: '/user/push-subscriptions',
    as: 'stranger',
    json: subscription,
    expect: { status: 200, schema: pushSubscribedSchema },
  },
  {
    name: 'unsubscribing from pushes',
    method: 'DELETE',
    path: '/user/push-subscriptions',
    as: 'stranger',
    json: { endpoint: ENDPOINT },
    expect: { status: 204 },
  },
  {
    name: 'unsubscribing again',
    method: 'DELETE',
    path: '/user/push-subscriptions',
    as: 'stranger',
    json: { endpoint: ENDPOINT },
    expect: { status: 204 },
  },
];
