import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom leaves these out; react-router needs them.
Object.assign(globalThis, { TextEncoder, TextDecoder });
