export { Bus, BusError, getBus, resetBusForTests, COMMAND_OWNER_WAIT_MS, type BusLogEntry, type Delivery, type HandleOptions, type SendOptions } from './bus';
export { defineEvent, type DefinedPayload, type DefinedResult, type EventDefinition } from './define';
export * from './events';
export { explain } from './schema';
export { useBusState } from './react';
