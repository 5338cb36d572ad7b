import type { MultipartFile, MultipartValue } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { badRequest, HttpError } from '../http/errors';

/** The parts of `POST /listing` and `PUT /listing`, before validation. */
export interface ListingParts {
  listing: unknown;
  images: string[];
  addFileNames: string[];
  deleteFileNames: string[];
}

const MAX_TEXT_PART = 100_000;
const INVALID_LISTING = 'Invalid listing data';

async function readText(part: MultipartFile | MultipartValue): Promise<string> {
  if (part.type === 'field') {
    return typeof part.value === 'string' ? part.value : JSON.stringify(part.value);
  }
  const bytes = await part.toBuffer();
  if (bytes.length > MAX_TEXT_PART) throw new HttpError(413, 'A part of the request is too large');
  return bytes.toString('utf8');
}

async function drain(part: MultipartFile) {
  for await (const _chunk of part.file) {
    // discard: an image sent in place of its name is not stored here, only named
  }
}

/** A name list part: a JSON array of names (or a JSON string), or one plain name. */
function namesFrom(text: string): string[] {
  const trimmed = text.trim();
  if (/^[[{"]/.test(trimmed)) {
    let value: unknown;
    try {
      value = JSON.parse(trimmed);
    } catch {
      throw badRequest('Invalid file name list');
    }
    if (typeof value === 'string') return [value];
    if (!Array.isArray(value) || !value.every((v) => typeof v === 'string')) {
      throw badRequest('Invalid file name list');
    }
    return value as string[];
  }
  return trimmed === '' ? [] : [trimmed];
}

/**
 * Reads the multipart body. `images` parts may be text fields holding a name, or file parts whose
 * file name (or, for a nameless blob, whose content) is the name; unknown parts are ignored.
 */
export async function readListingParts(request: FastifyRequest): Promise<ListingParts> {
  if (!request.isMultipart()) throw new HttpError(415, 'Expected multipart/form-data');
  try {
    return await readParts(request);
  } catch (err) {
    // Our refusals and the plugin's limit errors keep their status; the parser's own are malformed input.
    if (err instanceof HttpError || (err as { code?: string }).code?.startsWith('FST_')) throw err;
    throw badRequest('Malformed multipart body');
  }
}

async function readParts(request: FastifyRequest): Promise<ListingParts> {
  const out: ListingParts = {
    listing: undefined,
    images: [],
    addFileNames: [],
    deleteFileNames: [],
  };
  let sawListing = false;
  for await (const part of request.parts()) {
    switch (part.fieldname) {
      case 'listing': {
        if (sawListing) throw badRequest('Only one listing part is allowed');
        sawListing = true;
        try {
          out.listing = JSON.parse(await readText(part));
        } catch (err) {
          if (err instanceof HttpError) throw err;
          throw badRequest(INVALID_LISTING);
        }
        break;
      }
      case 'images': {
        if (part.type === 'file' && part.filename && part.filename !== 'blob') {
          out.images.push(part.filename);
          await drain(part);
        } else {
          out.images.push((await readText(part)).trim());
        }
        break;
      }
      case 'addFileNames':
        out.addFileNames.push(...namesFrom(await readText(part)));
        break;
      case 'deleteFileNames':
        out.deleteFileNames.push(...namesFrom(await readText(part)));
        break;
      default:
        if (part.type === 'file') await drain(part);
    }
  }
  if (
    !sawListing ||
    out.listing === null ||
    typeof out.listing !== 'object' ||
    Array.isArray(out.listing)
  ) {
    throw badRequest(INVALID_LISTING);
  }
  return out;
}
