import { API_MESSAGES } from '../api-messages';
import { messageAlertsSchema } from '../notifications/message-alerts.dto';
import type { ContractCase } from './contract-harness';

// The profile's Notifications settings in the contract table (contract-cases.ts): refusals and
// reads among the reads, writes among the last cases.

export const notificationRefusals: ContractCase[] = [
  {
    name: 'the message e-mail setting needs a session',
    method: 'GET',
    path: '/user/message-alerts',
    expect: { status: 401, error: API_MESSAGES.notAuthenticated },
  },
  {
    name: 'changing the message e-mail setting needs a session',
    method: 'PUT',
    path: '/user/message-alerts',
    json: { email: false },
    expect: { status: 401, error: API_MESSAGES.notAuthenticated },
  },
  {
    name: 'the message e-mail setting is on when never set',
    method: 'GET',
    path: '/user/message-alerts',
    as: 'stranger',
    expect: { status: 200, schema: messageAlertsSchema },
  },
  {
    name: 'a message e-mail setting that is not a yes or no',
    method: 'PUT',
    path: '/user/message-alerts',
    as: 'stranger',
    json: { email: 'sometimes' },
    expect: { status: 400, error: 'Please choose whether to get e-mails' },
  },
];

export const notificationWrites: ContractCase[] = [
  {
    name: 'turning message e-mails off',
    method: 'PUT',
    path: '/user/message-alerts',
    as: 'stranger',
    json: { email: false },
    expect: { status: 200, schema: messageAlertsSchema },
  },
];
