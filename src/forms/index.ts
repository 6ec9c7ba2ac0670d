/** Shared form schemas and helpers (browser-safe). */
export * from './common';
export * from './contact';
export * from './newsletter';
export * from './comment';
export * from './xsrf';
