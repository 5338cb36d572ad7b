import { http, HttpResponse } from 'msw';
import {
  PROFILE_PICTURE_MAX_BYTES,
  profilePictureRequestSchema,
  profileUpdateSchema,
} from '../../user/user.schema';
import type { MockDb } from '../db';
import { makeUserDto, mockId } from '../factories';
import { LIMITS, LIMIT_MESSAGES } from '../../limits';
import { API, apiError, callerUid, unauthorized } from './auth';

const HOUR_MS = 3600_000;

/**
 * The path of the mocks' profile picture links. Like the server's (`/api/storage/upload/{key}`),
 * they are absolute links on the API's own origin: an upload from the page is same-origin (a
 * foreign origin would need CORS, which a jsdom XHR checks as a browser does).
 */
export const MOCK_PROFILE_UPLOAD_PATH = '/api/mock-storage/profile_pictures';
const pictureBase = (request: Request) =>
  `${new URL(request.url).origin}${MOCK_PROFILE_UPLOAD_PATH}`;

/**
 * `GET/PUT /user` and the profile picture upload (API contract). `GET /user` creates the user on
 * first call; `PUT /user` keeps the stored email whatever is sent; the upload link takes the bytes.
 */
export function userHandlers(db: MockDb) {
  const userFor = (uid: string) => {
    let user = db.users.find((u) => u.firebaseUid === uid);
    if (!user) {
      user = makeUserDto({ userID: mockId(), firebaseUid: uid, name: null, email: null });
      db.users.push(user);
    }
    return user;
  };

  // As the server: unsaved picture slots handed out within the hour, per uid (download URL → time).
  const slots = new Map<string, Map<string, number>>();
  const slotsOf = (uid: string) => {
    const now = Date.now();
    const mine = slots.get(uid) ?? new Map<string, number>();
    for (const [url, at] of mine) if (at <= now - HOUR_MS) mine.delete(url);
    slots.set(uid, mine);
    return mine;
  };

  return [
    http.get(`${API}/user`, ({ request }) => {
      const uid = callerUid(request);
      if (!uid) return unauthorized();
      return HttpResponse.json(userFor(uid));
    }),

    http.put(`${API}/user`, async ({ request }) => {
      const uid = callerUid(request);
      if (!uid) return unauthorized();
      const parsed = profileUpdateSchema.safeParse(await request.json().catch(() => null));
      if (!parsed.success)
        return apiError(400, parsed.error.issues[0]?.message ?? 'Invalid profile');
      const user = userFor(uid);
      user.name = parsed.data.name;
      if (parsed.data.profilePictureUrl !== undefined) {
        const url = parsed.data.profilePictureUrl;
        user.profilePictureUrl = url;
        // A saved picture is attached: its slot is free again.
        if (url) slotsOf(uid).delete(url);
        // Our own pictures come back with their sizes (160 and 400 px); external ones without.
        user.profilePicture = url?.startsWith(`${pictureBase(request)}/`)
          ? {
              url,
              width: 400,
              height: 400,
              variants: [160, 400].map((width) => ({ url, width })),
            }
          : null;
      }
      return HttpResponse.json(user);
    }),

    http.post(`${API}/user/profile-picture`, async ({ request }) => {
      const uid = callerUid(request);
      if (!uid) return unauthorized();
      const parsed = profilePictureRequestSchema.safeParse(await request.json().catch(() => null));
      if (!parsed.success)
        return apiError(400, parsed.error.issues[0]?.message ?? 'Please select an image file.');
      const ext =
        parsed.data.contentType.split('/')[1] === 'jpeg'
          ? 'jpg'
          : parsed.data.contentType.split('/')[1];
      const mine = slotsOf(uid);
      if (mine.size >= LIMITS.pictureSlotsPerHour) {
        const oldest = Math.min(...mine.values());
        const res = apiError(429, LIMIT_MESSAGES.tooManyPictureUploads);
        const retry = Math.max(1, Math.ceil((oldest + HOUR_MS - Date.now()) / 1000));
        res.headers.set('retry-after', String(retry));
        return res;
      }
      const base = pictureBase(request);
      let stamp = Date.now();
      while (mine.has(`${base}/${uid}_${stamp}.${ext}?sig=download`)) stamp += 1;
      const key = `${uid}_${stamp}.${ext}`;
      const downloadUrl = `${base}/${key}?sig=download`;
      mine.set(downloadUrl, Date.now());
      return HttpResponse.json({
        uploadUrl: `${base}/${key}?sig=upload`,
        downloadUrl,
      });
    }),

    http.put(`*${MOCK_PROFILE_UPLOAD_PATH}/:key`, async ({ request }) => {
      const type = request.headers.get('content-type') ?? '';
      if (!type.startsWith('image/')) return apiError(415, 'Only images can be uploaded');
      const body = await request.arrayBuffer();
      if (body.byteLength > PROFILE_PICTURE_MAX_BYTES) return apiError(413, 'Image is too large');
      return new HttpResponse(null, { status: 200 });
    }),
  ];
}
