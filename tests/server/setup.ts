import { afterAll, afterEach } from 'vitest';
import { reportMismatches } from './helpers/responseCheck';

// In a setup file, which runs for every test file: the files share one module registry
// (isolate: false in vitest.config.ts), so a hook a helper registered on import would only be
// registered for the first file that imported it.
afterEach(reportMismatches);
afterAll(reportMismatches);
