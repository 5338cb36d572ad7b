import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeListingDto } from '../mocks/factories';
import { listingDtoSchema } from './listing.schema';
import {
  deriveSemester,
  formatAddress,
  formatShortDate,
  formatUsDate,
  memberSince,
  prepareListings,
  toListing,
  toListings,
} from './listing.mappers';
import type { ListingDto } from './listing.schema';
import { parseCalendarDate } from './listing-dates';

describe('deriveSemester', () => {
  it.each([
    ['2026-08-01', 'Fall'],
    ['2026-12-31', 'Fall'],
    ['2027-01-01', 'Spring'],
    ['2027-05-31', 'Spring'],
    ['2026-06-01', 'Summer'],
    ['2026-07-31', 'Summer'],
    [null, 'Fall'],
    ['not a date', 'Fall'],
  ])('%s → %s', (date, semester) => {
    expect(deriveSemester(date)).toBe(semester);
  });

  it('prefers a known term over the start month', () => {
    expect(deriveSemester('2026-06-01', 'Academic Year')).toBe('Academic Year');
    expect(deriveSemester('2026-06-01', 'Winter')).toBe('Summer');
  });
});

describe('dates', () => {
  // Madison's zone: a UTC parse of '2026-09-01' would land on August 31 here.
  const zone = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = 'America/Chicago';
  });
  afterAll(() => {
    process.env.TZ = zone;
  });

  it('reads YYYY-MM-DD as a calendar day, never shifted by the time zone', () => {
    expect(new Date('2026-09-01').getDate()).toBe(31); // proves the zone is in effect
    expect(formatUsDate('2026-09-01')).toBe('9/1/2026');
    expect(formatShortDate('2026-09-01')).toBe('9/1/26');
    expect(formatShortDate('2030-01-05T00:00:00.000Z')).toBe('1/5/30');
  });

  it('reads a date asked for again the same, and no reader can change it for the others', () => {
    const first = parseCalendarDate('2026-09-01');
    expect(() => {
      (first as { day: number }).day = 2;
    }).toThrow(TypeError);
    expect(parseCalendarDate('2026-09-01')).toEqual({ year: 2026, month: 9, day: 1 });
    expect(formatUsDate('2026-09-01')).toBe('9/1/2026');
  });

  it("says 'TBD' when missing or invalid", () => {
    expect(formatUsDate(null)).toBe('TBD');
    expect(formatShortDate('')).toBe('TBD');
    expect(formatShortDate('2026-02-30')).toBe('TBD');
  });

  it("formats 'Member since {Month Year}', defaulting to 2023", () => {
    expect(memberSince('2024-09-15T12:00:00Z')).toBe('Member since September 2024');
    expect(memberSince(null)).toBe('Member since 2023');
    expect(memberSince('garbage')).toBe('Member since 2023');
  });
});

describe('formatAddress', () => {
  it("is 'street, city, state zipcode'", () => {
    expect(
      formatAddress({ street: '437 N Frances St', city: 'Madison', state: 'WI', zipcode: '53703' }),
    ).toBe('437 N Frances St, Madison, WI 53703');
  });
  it('names the unit after the street', () => {
    const base = { street: '120 Langdon St', city: 'Madison', state: 'WI', zipcode: '53703' };
    expect(formatAddress({ ...base, aptnumber: '4B' })).toBe(
      '120 Langdon St, Unit 4B, Madison, WI 53703',
    );
    expect(formatAddress({ ...base, aptnumber: 'Apt 2' })).toBe(
      '120 Langdon St, Apt 2, Madison, WI 53703',
    );
  });
  it('skips missing parts', () => {
    expect(formatAddress({ street: '', city: 'Madison', state: 'WI', zipcode: '' })).toBe(
      'Madison, WI',
    );
  });
});

describe('toListing', () => {
  it('maps an answer once: the saved set changes only isSaved', () => {
    const dto = makeListingDto({ listingID: 77, isSaved: false });
    const view = toListing(dto);
    expect(toListing(dto)).toBe(view);
    const saved = toListing(dto, new Set(['77']));
    expect(saved).toEqual({ ...view, isSaved: true });
    expect(toListing(dto, new Set())).toBe(view);
    // Another answer for the same listing is mapped anew.
    expect(toListing({ ...dto, title: 'Renamed' }).title).toBe('Renamed');
  });

  it('makes a list’s view models ahead, in slices, for its render to find', async () => {
    const dtos = Array.from({ length: 600 }, (_, i) => makeListingDto({ listingID: i + 1 }));
    await prepareListings(dtos);
    const views = toListings(dtos);
    expect(views).toHaveLength(600);
    expect(views.every((view, i) => view === toListing(dtos[i] as ListingDto))).toBe(true);
    expect(views[599]?.id).toBe('600');
  });

  it('derives the card and page view model from a listing', () => {
    const listing = toListing(
      makeListingDto({
        listingID: 42,
        rent: 900,
        term: null,
        startDate: '2026-06-01',
        endDate: '2026-08-15',
        lat: 43.07,
        lon: -89.4,
        preSignedGetUrls: ['https://img/1.jpg'],
        aptnumber: null,
      }),
    );
    expect(listing).toMatchObject({
      id: '42',
      listingID: 42,
      price: 900,
      term: null,
      semester: 'Summer',
      coords: [43.07, -89.4],
      images: ['https://img/1.jpg'],
      address: '437 N Frances St, Madison, WI 53703',
      aptnumber: '',
      startDate: '2026-06-01',
      startDateLabel: '6/1/26',
      endDateLabel: '8/15/26',
      expectedStartLabel: '6/1/2026',
      distanceToCampus: '0.6 miles',
      status: 'AVAILABLE',
    });
  });

  it('applies the spec defaults to a sparse answer', () => {
    const listing = toListing(listingDtoSchema.parse({ listingID: 'abc', rent: 500 }));
    expect(listing).toMatchObject({
      id: 'abc',
      title: 'Untitled Listing',
      description: '',
      bedrooms: 1,
      bathrooms: 1,
      squareFeet: 0,
      roommates: 0,
      amenities: [],
      images: [],
      coords: null,
      semester: 'Fall',
      startDate: null,
      startDateLabel: 'TBD',
      endDateLabel: 'TBD',
      isSaved: false,
      poster: {
        name: 'Unknown User',
        email: 'No email provided',
        joinDate: 'Member since 2023',
        profilePictureUrl: null,
        firebaseUid: null,
      },
    });
  });

  it('describes the lister', () => {
    const { poster } = toListing(
      makeListingDto({
        name: 'Bucky',
        email: 'b@wisc.edu',
        userCreatedAt: '2025-03-10T10:00:00Z',
        firebaseUid: 'x',
      }),
    );
    expect(poster).toEqual({
      name: 'Bucky',
      email: 'b@wisc.edu',
      emailVerified: true,
      verifiedStudent: true,
      joinDate: 'Member since March 2025',
      profilePictureUrl: null,
      picture: null,
      firebaseUid: 'x',
      known: true,
      replyTimeLabel: null,
    });
  });

  it('says how fast the lister usually replies, only for values it knows', () => {
    const label = (replyTime: string | null | undefined) =>
      toListing(makeListingDto({ replyTime })).poster.replyTimeLabel;
    expect(label('hour')).toBe('Usually replies within an hour');
    expect(label('day')).toBe('Usually replies within a day');
    expect(label('days')).toBe('Usually replies within a few days');
    expect([label(null), label(undefined), label('week')]).toEqual([null, null, null]);
  });

  it("knows no lister from a card's answer (lists name none)", () => {
    const card = toListing(listingDtoSchema.parse({ listingID: 2, rent: 700, title: 'Room' }));
    expect(card.poster.known).toBe(false);
    const page = toListing(makeListingDto({ name: null, email: null }));
    expect(page.poster.known).toBe(true);
  });

  it('says an address is verified only when the server says so and there is one', () => {
    expect(toListing(makeListingDto({ emailVerified: false })).poster.emailVerified).toBe(false);
    expect(
      toListing(makeListingDto({ email: null, emailVerified: true })).poster.emailVerified,
    ).toBe(false);
  });

  it("carries a stale listing's status and the owner's open 'Still available?' (false when absent)", () => {
    const hidden = toListing(makeListingDto({ status: 'STALE' }));
    expect([hidden.status, hidden.askedStillAvailable]).toEqual(['STALE', false]);
    const asked = toListing(makeListingDto({ askedStillAvailable: true }));
    expect([asked.status, asked.askedStillAvailable]).toEqual(['AVAILABLE', true]);
  });

  it("carries the server's 'verified student' and 'under review'; the lister's badge needs an address", () => {
    const listing = toListing(makeListingDto({ verifiedStudent: true, underReview: true }));
    expect([listing.verifiedStudent, listing.poster.verifiedStudent, listing.underReview]).toEqual([
      true,
      true,
      true,
    ]);
    const older = toListing(listingDtoSchema.parse({ listingID: 1, rent: 1 }));
    expect([older.verifiedStudent, older.underReview]).toEqual([false, false]);
    // A card's answer names no lister: the server's word is the card's badge.
    const card = toListing(
      listingDtoSchema.parse({ listingID: 2, rent: 1, verifiedStudent: true }),
    );
    expect(card.verifiedStudent).toBe(true);
    const noAddress = toListing(makeListingDto({ email: null, verifiedStudent: true }));
    expect(noAddress.poster.verifiedStudent).toBe(false);
  });

  it('gives each photo a srcset of its sizes and its intrinsic size', () => {
    const dto = listingDtoSchema.parse({
      listingID: 3,
      rent: 900,
      preSignedGetUrls: ['/a/w800/x.jpg?s', '/a/w800/y.jpg?s'],
      photos: [
        {
          url: '/a/w800/x.jpg?s',
          width: 1600,
          height: 1200,
          variants: [
            { url: '/a/w400/x.jpg?s', width: 400 },
            { url: '/a/w800/x.jpg?s', width: 800 },
            { url: '/a/w1600/x.jpg?s', width: 1600 },
          ],
        },
        // Not processed yet: no sizes.
        { url: '/a/w800/y.jpg?s', width: null, height: null, variants: [] },
      ],
      profilePictureUrl: '/p/w400/u.jpg?s',
      profilePicture: {
        url: '/p/w400/u.jpg?s',
        width: 300,
        height: 300,
        variants: [
          { url: '/p/w160/u.jpg?s', width: 160 },
          { url: '/p/w400/u.jpg?s', width: 300 },
        ],
      },
    });
    const listing = toListing(dto);
    expect(listing.images).toEqual(['/a/w800/x.jpg?s', '/a/w800/y.jpg?s']);
    expect(listing.photos).toEqual([
      {
        src: '/a/w800/x.jpg?s',
        srcSet: '/a/w400/x.jpg?s 400w, /a/w800/x.jpg?s 800w, /a/w1600/x.jpg?s 1600w',
        width: 1600,
        height: 1200,
      },
      { src: '/a/w800/y.jpg?s', width: null, height: null },
    ]);
    expect(listing.poster.picture).toEqual({
      src: '/p/w400/u.jpg?s',
      srcSet: '/p/w160/u.jpg?s 160w, /p/w400/u.jpg?s 300w',
      width: 300,
      height: 300,
    });
  });

  it('reads a lean card answer: photos without preSignedGetUrls give the same links', () => {
    const dto = listingDtoSchema.parse({
      listingID: 5,
      rent: 900,
      photos: [
        {
          url: '/a/w800/x.jpg?s',
          width: 1600,
          height: 1200,
          variants: [{ url: '/a/w400/x.jpg?s', width: 400 }],
        },
      ],
    });
    const listing = toListing(dto);
    expect(listing.images).toEqual(['/a/w800/x.jpg?s']);
    expect(listing.photos).toEqual([
      { src: '/a/w800/x.jpg?s', srcSet: '/a/w400/x.jpg?s 400w', width: 1600, height: 1200 },
    ]);
    // A card answer names no lister: a listing's page knows it shows the list's copy.
    expect(listing.poster.known).toBe(false);
    expect(listing.description).toBe('');
  });

  it('falls back to plain links when the server sends no sizes', () => {
    const dto = listingDtoSchema.parse({
      listingID: 4,
      rent: 900,
      preSignedGetUrls: ['https://old.example/x.jpg'],
      profilePictureUrl: 'https://lh3.googleusercontent.com/a/p.jpg',
    });
    expect(toListing(dto).photos).toEqual([
      { src: 'https://old.example/x.jpg', width: null, height: null },
    ]);
    expect(toListing(dto).poster.picture).toEqual({
      src: 'https://lh3.googleusercontent.com/a/p.jpg',
      width: null,
      height: null,
    });
  });

  it('takes isSaved from the saved ids when known, else from the server', () => {
    const dto = makeListingDto({ listingID: 7, isSaved: true });
    expect(toListing(dto).isSaved).toBe(true);
    expect(toListing(dto, new Set()).isSaved).toBe(false);
    expect(toListing({ ...dto, isSaved: false }, new Set(['7'])).isSaved).toBe(true);
  });
});
