// Each api test file starts its own database; PGlite boots in seconds on a shared 2-core machine.
jest.setTimeout(60_000);
