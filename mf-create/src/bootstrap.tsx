import { mountHarness } from 'remote-harness';
import { harness } from './harness/harness';

// Only the standalone page (pnpm --filter mf-create dev) runs this: the shell loads src/exposes/* instead.
void mountHarness(harness);
