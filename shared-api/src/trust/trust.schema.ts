import * as z from 'zod/mini';
import { idSchema } from '../common.schema';

/**
 * Trust: who counts as a verified student, and reports of listings for moderation.
 * The server and the MSW twin read these rules; the report dialog validates with the same schema
 * the server parses, so both refuse the same input with the same words.
 */

/** The e-mail domains whose verified addresses make a 'Verified student' (server env overrides). */
export const DEFAULT_STUDENT_DOMAINS: readonly string[] = ['.edu'];

/**
 * Whether an address belongs to one of `domains`: the domain itself or any subdomain of it
 * (`.edu` and `edu` both match `wisc.edu` and `cs.wisc.edu`; `wisc.edu` matches `cs.wisc.edu` but
 * not `notwisc.edu`). Case-insensitive. Verification is the caller's part: an unverified address
 * proves nothing.
 */
export function isStudentEmail(
  email: string | null | undefined,
  domains: readonly string[] = DEFAULT_STUDENT_DOMAINS,
): boolean {
  if (!email) return false;
  const at = email.lastIndexOf('@');
  if (at < 1) return false;
  const domain = email
    .slice(at + 1)
    .trim()
    .toLowerCase();
  if (!domain) return false;
  return domains.some((entry) => {
    const bare = entry.trim().toLowerCase().replace(/^\./, '');
    return bare !== '' && (domain === bare || domain.endsWith(`.${bare}`));
  });
}

/** Distinct reporters at which a listing leaves the public list until reviewed (server env overrides). */
export const DEFAULT_REPORT_HIDE_THRESHOLD = 3;
export const REPORT_TEXT_MAX = 500;

export const REPORT_REASONS = ['scam', 'unavailable', 'inaccurate', 'offensive', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
/** The labels of the report dialog's radio buttons, in this order. */
export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  scam: 'Scam or fraud',
  unavailable: 'No longer available',
  inaccurate: 'Misleading or inaccurate',
  offensive: 'Offensive or inappropriate',
  other: 'Something else',
};

export const REPORT_MESSAGES = {
  reason: 'Please choose a reason',
  textRequired: 'Please describe the problem',
  textMax: `Details must be no more than ${REPORT_TEXT_MAX} characters`,
  ownListing: 'You cannot report your own listing',
} as const;

/**
 * `POST /listings/{id}/reports` body. `text` is optional and trimmed, except that 'Something else'
 * needs a few words: without them a moderator cannot tell what is wrong.
 */
export const reportListingSchema = z
  .object({
    reason: z.enum(REPORT_REASONS, { error: REPORT_MESSAGES.reason }),
    text: z._default(
      z.string().check(z.trim(), z.maxLength(REPORT_TEXT_MAX, REPORT_MESSAGES.textMax)),
      '',
    ),
  })
  .check(
    z.superRefine((v, ctx) => {
      if (v.reason === 'other' && v.text === '') {
        ctx.addIssue({ code: 'custom', path: ['text'], message: REPORT_MESSAGES.textRequired });
      }
    }),
  );
export type ReportListingInput = z.input<typeof reportListingSchema>;
export type ReportListing = z.output<typeof reportListingSchema>;

/**
 * A report as the API answers it. `alreadyReported` is true when this caller had reported the
 * listing before: the answer is that first report, unchanged (one report per person and listing).
 */
export const listingReportDtoSchema = z.object({
  reportID: idSchema,
  listingID: z.nullable(idSchema),
  reason: z.enum(REPORT_REASONS),
  text: z.string(),
  createdAt: z.string(),
  alreadyReported: z._default(z.boolean(), false),
});
export type ListingReportDto = z.output<typeof listingReportDtoSchema>;
export const listingReportListSchema = z.array(listingReportDtoSchema);
