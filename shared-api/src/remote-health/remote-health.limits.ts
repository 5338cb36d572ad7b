/** Limits of one remote-health report (the shell batches; a page sends a few reports in its life). */
export const REMOTE_REPORT_LIMITS = { rows: 24, countPerRow: 100, releaseLength: 64 } as const;
