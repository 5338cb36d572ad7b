import { describe, expect, it } from 'vitest';
import { fileNameFromImageUrl, uniqueFileNames } from './listing-write.api';

describe('fileNameFromImageUrl', () => {
  it('takes the last path segment, without the query, decoded', () => {
    expect(
      fileNameFromImageUrl('https://cdn.example/listings/7/living%20room.jpg?X-Sig=abc&e=1'),
    ).toBe('living room.jpg');
    expect(fileNameFromImageUrl('/api/storage/listings/7/a.png#x')).toBe('a.png');
    expect(fileNameFromImageUrl('https://x/listings/7/bad%E0%A4%A.png')).toBe('bad%E0%A4%A.png');
  });
});

describe('uniqueFileNames', () => {
  it('keeps order and makes duplicates distinct, also against taken names', () => {
    expect(uniqueFileNames(['a.jpg', 'b.jpg', 'a.jpg', 'A.JPG'], ['b.jpg'])).toEqual([
      'a.jpg',
      'b-2.jpg',
      'a-2.jpg',
      'A-3.JPG',
    ]);
  });

  it('never lets a name act as a path', () => {
    expect(uniqueFileNames(['../etc/passwd', '..', 'x\\y.png'])).toEqual([
      '.._etc_passwd',
      'photo',
      'x_y.png',
    ]);
  });
});
