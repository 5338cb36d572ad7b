// The federation runtime the remotes' remoteEntry.js files use (built with externalRuntime,
// tooling/webpack/federation-runtime.mjs): the shell's own, the very module its webpack runtime
// runs on, set before any remote can load.
import * as runtimeCore from '@module-federation/runtime/core';

(globalThis as { _FEDERATION_RUNTIME_CORE?: unknown })._FEDERATION_RUNTIME_CORE = runtimeCore;

// Module federation needs an async boundary before any shared module is used: never import eagerly here.
import('./bootstrap');
