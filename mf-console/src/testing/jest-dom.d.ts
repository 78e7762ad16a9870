// The matchers jest-setup (shared/src/testing) installs for every test of this package.
/// <reference types="@testing-library/jest-dom" />
