import { API_MESSAGES } from '../api-messages';
import { LISTING_STATUS_MESSAGE, listingStatusAnswerSchema } from '../listings/listing.schema';
import type { ContractCase } from './contract-harness';

/**
 * `PUT /listings/{id}/status`: refusals first, then the owner's answer. The world's listing stays
 * available, so the cases after these still find it in the public list.
 */
export const listingStatusCases: ContractCase[] = [
  {
    name: "marking someone else's listing taken",
    method: 'PUT',
    path: '/listings/{listing}/status',
    as: 'other',
    json: { status: 'TAKEN' },
    expect: { status: 403, error: API_MESSAGES.notListingOwnerEdit },
  },
  {
    name: 'a status nobody can choose',
    method: 'PUT',
    path: '/listings/{listing}/status',
    as: 'owner',
    json: { status: 'PENDING' },
    expect: { status: 400, error: LISTING_STATUS_MESSAGE },
  },
  {
    name: 'marking needs a session',
    method: 'PUT',
    path: '/listings/{listing}/status',
    json: { status: 'TAKEN' },
    expect: { status: 401, error: API_MESSAGES.notAuthenticated },
  },
  {
    name: 'marking an unknown listing',
    method: 'PUT',
    path: '/listings/{missing}/status',
    as: 'owner',
    json: { status: 'TAKEN' },
    expect: { status: 404, error: API_MESSAGES.listingNotFound },
  },
  {
    name: 'the owner says it is still available',
    method: 'PUT',
    path: '/listings/{listing}/status',
    as: 'owner',
    json: { status: 'AVAILABLE' },
    expect: { status: 200, schema: listingStatusAnswerSchema },
  },
];
