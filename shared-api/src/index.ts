export * from './contract';
export * from './client';
export * from './messages';
export * from './client/delivery';
