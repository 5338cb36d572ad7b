import * as z from 'zod/mini';

// What a browser tells the API about the remotes it ran: counts only. No user, no address, no
// page URL and no error text (a thrown message can quote what someone typed), so a report holds
// nothing personal and the API keeps no more than a per-minute tally per remote and release.

/** The remotes by their package names, as `pnpm releases` shows them. */
export const REPORTED_REMOTES = ['mf-listings', 'mf-create', 'mf-messaging', 'mf-profile'] as const;

/**
 * - `load`: one of the remote's pages (or parts) loaded and started, once per remote and page load;
 * - `load-error`: its manifest, entry or module could not be downloaded or evaluated;
 * - `render-error`: it loaded, then threw while rendering (caught by the page's error boundary).
 */
export const REMOTE_EVENT_KINDS = ['load', 'load-error', 'render-error'] as const;
export type RemoteEventKind = (typeof REMOTE_EVENT_KINDS)[number];

import { REMOTE_REPORT_LIMITS } from './remote-health.limits';

export { REMOTE_REPORT_LIMITS };

/** A release as releases are named (`pnpm release`), or `build` for a remote's own build. */
const releaseSchema = z
  .string({ error: 'Unknown release' })
  .check(
    z.regex(/^[\w.+-]+$/, 'Unknown release'),
    z.maxLength(REMOTE_REPORT_LIMITS.releaseLength, 'Unknown release'),
  );

export const remoteReportRowSchema = z.object({
  remote: z.enum(REPORTED_REMOTES, { error: 'Unknown remote' }),
  release: releaseSchema,
  kind: z.enum(REMOTE_EVENT_KINDS, { error: 'Unknown event' }),
  count: z
    .int({ error: 'A count is a whole number from 1 to 100' })
    .check(
      z.minimum(1, 'A count is a whole number from 1 to 100'),
      z.maximum(REMOTE_REPORT_LIMITS.countPerRow, 'A count is a whole number from 1 to 100'),
    ),
});
export type RemoteReportRow = z.output<typeof remoteReportRowSchema>;

export const remoteReportSchema = z.object({
  events: z
    .array(remoteReportRowSchema, { error: 'Nothing to report' })
    .check(
      z.minLength(1, 'Nothing to report'),
      z.maxLength(REMOTE_REPORT_LIMITS.rows, 'Too many rows in one report'),
    ),
});
export type RemoteReport = z.output<typeof remoteReportSchema>;

/** Per remote and release over the last `minutes`: what `pnpm releases` prints. */
export const remoteHealthRowSchema = z.object({
  remote: z.enum(REPORTED_REMOTES),
  release: z.string(),
  loads: z.int(),
  loadErrors: z.int(),
  renderErrors: z.int(),
  /** (load errors + render errors) / (loads + load errors); 0 when nothing was reported. */
  errorRate: z.number(),
});
export type RemoteHealthRow = z.output<typeof remoteHealthRowSchema>;

export const remoteHealthSummarySchema = z.object({
  since: z.string(),
  minutes: z.int(),
  releases: z.array(remoteHealthRowSchema),
});
