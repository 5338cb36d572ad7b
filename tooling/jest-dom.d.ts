// Types of the jest-dom matchers that tooling/vitest.setup.ts installs, for every package whose
// tsconfig includes ../tooling/*.d.ts (all browser packages).
/// <reference types="@testing-library/jest-dom/vitest" />
