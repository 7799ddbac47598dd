import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// The shared build machine is often saturated: give async UI waits and tests room, so a slow
// machine does not look like a bug. Nothing here waits this long when the machine is idle.
configure({ asyncUtilTimeout: 8000 });
jest.setTimeout(60_000);
