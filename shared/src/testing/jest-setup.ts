import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom leaves these out; react-router needs them.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// findBy* and waitFor wait for events, not for time; a loaded CI machine needs more than the 1 s default.
configure({ asyncUtilTimeout: 5000 });
