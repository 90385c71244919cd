export * from './jetstream-setup.js';
