import * as z from 'zod/mini';
import { API_MESSAGES } from '../api-messages';
import {
  SAVED_SEARCH_MESSAGES,
  savedSearchAlertsSchema,
  savedSearchDtoSchema,
  savedSearchListSchema,
} from '../saved-searches/saved-search.schema';
import type { ContractCase } from './contract-harness';

// The saved-search rows of the contract table (contract-cases.ts), in two parts that
// keep the table's order: refusals and reads among the reads, writes among the last cases.

export const savedSearchRefusals: ContractCase[] = [
  {
    name: 'saved searches need a session',
    method: 'GET',
    path: '/user/saved-searches',
    expect: { status: 401, error: API_MESSAGES.notAuthenticated },
  },
  {
    name: 'saving a search needs a session',
    method: 'POST',
    path: '/user/saved-searches',
    json: { name: 'Fall', query: 'term=Fall' },
    expect: { status: 401, error: API_MESSAGES.notAuthenticated },
  },
  {
    name: 'saving a search without a name',
    method: 'POST',
    path: '/user/saved-searches',
    as: 'other',
    json: { name: '  ', query: 'term=Fall' },
    expect: { status: 400, error: SAVED_SEARCH_MESSAGES.nameRequired },
  },
  {
    name: 'saving a search with too long a name',
    method: 'POST',
    path: '/user/saved-searches',
    as: 'other',
    json: { name: 'x'.repeat(61), query: 'term=Fall' },
    expect: { status: 400, error: SAVED_SEARCH_MESSAGES.nameMax },
  },
  {
    name: 'saving a search whose move-out is before its move-in',
    method: 'POST',
    path: '/user/saved-searches',
    as: 'other',
    json: { name: 'Backwards', query: 'moveIn=2099-06-15&moveOut=2099-03-01' },
    expect: { status: 400, error: SAVED_SEARCH_MESSAGES.dates },
  },
  {
    name: 'saving a search with a date that is not a day',
    method: 'POST',
    path: '/user/saved-searches',
    as: 'other',
    json: { name: 'Odd', query: 'moveIn=2099-02-30&moveOut=2099-06-15' },
    expect: { status: 400, error: SAVED_SEARCH_MESSAGES.dates },
  },
  {
    name: 'renaming an unknown saved search',
    method: 'PATCH',
    path: '/user/saved-searches/{missing}',
    as: 'other',
    json: { name: 'New name' },
    expect: { status: 404, error: SAVED_SEARCH_MESSAGES.notFound },
  },
  {
    name: 'deleting an unknown saved search',
    method: 'DELETE',
    path: '/user/saved-searches/{missing}',
    as: 'other',
    expect: { status: 404, error: SAVED_SEARCH_MESSAGES.notFound },
  },
  {
    name: 'opening an unknown saved search',
    method: 'POST',
    path: '/user/saved-searches/{missing}/seen',
    as: 'other',
    expect: { status: 404, error: SAVED_SEARCH_MESSAGES.notFound },
  },
  {
    name: 'alert settings need a session',
    method: 'GET',
    path: '/user/saved-search-alerts',
    expect: { status: 401, error: API_MESSAGES.notAuthenticated },
  },
  {
    name: 'alert settings',
    method: 'GET',
    path: '/user/saved-search-alerts',
    as: 'other',
    expect: { status: 200, schema: savedSearchAlertsSchema },
  },
];

export const savedSearchWrites: ContractCase[] = [
  {
    name: 'saving a search',
    method: 'POST',
    path: '/user/saved-searches',
    as: 'other',
    json: { name: 'Fall under $1,000', query: '?term=Fall&maxPrice=1000' },
    expect: { status: 201, schema: savedSearchDtoSchema },
  },
  {
    name: 'saving a search with dates keeps them, canonical',
    method: 'POST',
    path: '/user/saved-searches',
    as: 'other',
    json: { name: 'My stay', query: '?moveOut=2099-06-15&moveIn=2099-03-01' },
    expect: {
      status: 201,
      schema: z.extend(savedSearchDtoSchema, {
        query: z.literal('moveIn=2099-03-01&moveOut=2099-06-15'),
      }),
    },
  },
  {
    name: 'saving the same search again',
    method: 'POST',
    path: '/user/saved-searches',
    as: 'other',
    json: { name: 'Same view', query: 'maxPrice=1000&term=Fall&sort=newest' },
    expect: { status: 409, error: SAVED_SEARCH_MESSAGES.duplicate },
  },
  {
    name: 'your saved searches',
    method: 'GET',
    path: '/user/saved-searches',
    as: 'other',
    expect: { status: 200, schema: savedSearchListSchema },
  },
  {
    name: 'turning alert e-mails off',
    method: 'PUT',
    path: '/user/saved-search-alerts',
    as: 'other',
    json: { email: false },
    expect: { status: 200, schema: savedSearchAlertsSchema },
  },
];
