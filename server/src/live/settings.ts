/**
 * Live shopping's settings, from the environment (README.md lists them):
 * - HMS_ACCESS_KEY and HMS_APP_SECRET: the 100ms app's access key and secret (its dashboard's
 *   developer page). Both set: live streams play through 100ms and liveToken signs viewer tokens.
 *   Either missing (the demo shop, CI): streams play their recording and liveToken says why not.
 * - HMS_ROOM_ID: the 100ms room of a stream that has none of its own (optional).
 * - HMS_TOKEN_HOURS: how long a viewer token lasts (24 as in 100ms's own sample; 1 to 24).
 */
export interface HmsCredentials {
  accessKey: string;
  secret: string;
}

export interface LiveSettings {
  hms: HmsCredentials | null;
  defaultRoomId: string | null;
  tokenSeconds: number;
}

export function liveSettingsFromEnv(env: NodeJS.ProcessEnv): LiveSettings {
  const accessKey = env.HMS_ACCESS_KEY?.trim() ?? '';
  const secret = env.HMS_APP_SECRET?.trim() ?? '';
  const hours = Number(env.HMS_TOKEN_HOURS);
  return {
    hms: accessKey && secret ? { accessKey, secret } : null,
    defaultRoomId: env.HMS_ROOM_ID?.trim() || null,
    tokenSeconds: Math.round((Number.isFinite(hours) && hours >= 1 && hours <= 24 ? hours : 24) * 3600),
  };
}
