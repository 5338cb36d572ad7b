// Built by federation-runtime.mjs: the global a remote's externalRuntime build expects, from
// @module-federation/runtime, pinned to the version of @module-federation/enhanced (package.json).
import * as runtimeCore from '@module-federation/runtime/core';

globalThis._FEDERATION_RUNTIME_CORE = runtimeCore;
