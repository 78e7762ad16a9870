import { configure } from '@testing-library/react';

// Tests run on a shared, busy machine: asynchronous queries get more than the 1 s default before they fail.
configure({ asyncUtilTimeout: 5000 });
