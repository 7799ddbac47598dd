// jsdom lacks a few globals that React Router, i18next and our code rely on; Node has them.
const { TextEncoder, TextDecoder } = require('node:util');
const { webcrypto } = require('node:crypto');
if (typeof globalThis.TextEncoder === 'undefined') globalThis.TextEncoder = TextEncoder;
if (typeof globalThis.TextDecoder === 'undefined') globalThis.TextDecoder = TextDecoder;
if (typeof globalThis.structuredClone === 'undefined') globalThis.structuredClone = (v) => JSON.parse(JSON.stringify(v));
if (!globalThis.crypto || !globalThis.crypto.randomUUID) Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });
