export * from './app-error.js';
export * from './error-codes.js';
export * from './rpc-exception.filter.js';
