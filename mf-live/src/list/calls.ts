/**
 * The live list's calls, by their definitions (README "API calls travel with the code that sends
 * them"): the live shell's client table predates shared-api 1.5.0's live calls, so a name alone
 * would not reach the server from it. From their own file: 'shared-api/contract' would bring every
 * call's schemas into the bundle.
 */
import type { CallDef } from 'shared-api';
import {
  liveReminders as liveRemindersDef, liveReminderSet as liveReminderSetDef, liveStreams as liveStreamsDef,
} from 'shared-api/contract/live';

const named = <C extends CallDef>(name: string, def: C) => ({ ...def, name }) satisfies CallDef & { name: string };

export const liveStreams = named('liveStreams', liveStreamsDef);
export const liveReminders = named('liveReminders', liveRemindersDef);
export const liveReminderSet = named('liveReminderSet', liveReminderSetDef);
