/** A TCP port free on 127.0.0.1 now (the system's pick; closed again before it is returned). */
export function freePort(host?: string): Promise<number>;
