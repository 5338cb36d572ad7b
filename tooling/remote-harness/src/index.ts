export { mountHarness, type HarnessOptions } from './mount-harness';
export type { HarnessLink } from './harness-layout';
