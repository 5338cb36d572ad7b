// The jest-dom matchers that tooling/vitest.setup.ts installs, typed for this package's tests.
/// <reference types="@testing-library/jest-dom/vitest" />
