import { act, renderHook, waitFor } from '@testing-library/react';
import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { useListings } from '../listings/listing.queries';
import { createTestQueryClient, queryWrapper, signInTestUser } from '../mocks';
import { setupMockApi } from '../mocks/node';
import { useMyReport, useReportListing } from './report.queries';
import { isStudentEmail, REPORT_MESSAGES, reportListingSchema } from './trust.schema';

const mock = setupMockApi();

describe('isStudentEmail', () => {
  it('matches a listed domain and its subdomains, nothing that only looks alike', () => {
    expect(isStudentEmail('a@wisc.edu')).toBe(true);
    expect(isStudentEmail('A@CS.WISC.EDU')).toBe(true);
    expect(isStudentEmail('a@example.com')).toBe(false);
    expect(isStudentEmail('a@edu.example.com')).toBe(false);
    expect(isStudentEmail('a@wisc.edu', ['wisc.edu'])).toBe(true);
    expect(isStudentEmail('a@notwisc.edu', ['wisc.edu'])).toBe(false);
    expect(isStudentEmail('a@ox.ac.uk', ['.edu', '.ac.uk'])).toBe(true);
    expect(isStudentEmail('a@wisc.edu', [])).toBe(false);
    expect(isStudentEmail(null)).toBe(false);
    expect(isStudentEmail('not-an-address')).toBe(false);
  });
});

describe('reportListingSchema', () => {
  const message = (input: unknown) =>
    z.safeParse(reportListingSchema, input).error?.issues[0]?.message;
  it('needs a reason, words for "something else", and at most 500 characters', () => {
    expect(message({})).toBe(REPORT_MESSAGES.reason);
    expect(message({ reason: 'other', text: '  ' })).toBe(REPORT_MESSAGES.textRequired);
    expect(message({ reason: 'scam', text: 'x'.repeat(501) })).toBe(REPORT_MESSAGES.textMax);
    expect(z.parse(reportListingSchema, { reason: 'scam' })).toEqual({ reason: 'scam', text: '' });
  });
});

describe('useReportListing', () => {
  it('reports once, knows it afterwards, and a listing reported by three people leaves the list', async () => {
    signInTestUser();
    const client = createTestQueryClient();
    const { result } = renderHook(
      () => ({ report: useReportListing(), mine: useMyReport('1'), list: useListings() }),
      { wrapper: queryWrapper(client) },
    );
    await waitFor(() => expect(result.current.mine).toBeNull());
    await waitFor(() => expect(result.current.list.data?.some((l) => l.id === '1')).toBe(true));

    const first = await act(() =>
      result.current.report.mutateAsync({ listingId: '1', report: { reason: 'scam' } }),
    );
    expect(first.alreadyReported).toBe(false);
    await waitFor(() => expect(result.current.mine?.reason).toBe('scam'));
    const again = await act(() =>
      result.current.report.mutateAsync({
        listingId: '1',
        report: { reason: 'other', text: 'x' },
      }),
    );
    expect(again).toMatchObject({ alreadyReported: true, reason: 'scam' });

    // Two more people: the third report hides it from the public list.
    for (const uid of ['second-reporter', 'third-reporter']) {
      mock.db.reports.push({
        reportID: mock.db.reports.length + 1,
        listingID: 1,
        reporterUid: uid,
        reason: 'scam',
        text: '',
        createdAt: new Date().toISOString(),
        reviewed: false,
      });
    }
    await act(() => client.invalidateQueries({ queryKey: ['listings', 'list'] }));
    await waitFor(() => expect(result.current.list.data?.some((l) => l.id === '1')).toBe(false));
  });

  it('refuses a bad report before sending it, and one of your own listing on the server', async () => {
    signInTestUser();
    const client = createTestQueryClient();
    const { result } = renderHook(() => useReportListing(), { wrapper: queryWrapper(client) });
    await expect(
      result.current.mutateAsync({ listingId: '1', report: { reason: 'other' } }),
    ).rejects.toThrow(REPORT_MESSAGES.textRequired);
    expect(mock.db.reports).toEqual([]);
    // Listing 4 belongs to the test user.
    await expect(
      result.current.mutateAsync({ listingId: '4', report: { reason: 'scam' } }),
    ).rejects.toThrow(REPORT_MESSAGES.ownListing);
  });
});
