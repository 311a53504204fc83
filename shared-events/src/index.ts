export { Bus, BusError, getBus, resetBusForTests, COMMAND_OWNER_WAIT_MS, type BusLogEntry } from './bus';
export * from './events';
export { explain } from './schema';
export { useBusState } from './react';
