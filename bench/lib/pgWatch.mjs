// Where the time of the flash sale goes, seen from PostgreSQL (no mark in the app):
//  - a sampler that reads pg_stat_activity every few milliseconds and counts what each of the API
//    processes' connections is doing: running a statement, waiting for a lock (the stock row),
//    waiting for the API inside a transaction ('idle in transaction': the Node side of the work and
//    the round trips), or idle in the pool;
//  - pg_stat_statements (loaded by bench/run.sh's server settings): calls, mean and total time of
//    each statement the sale ran.

/** Connection states the sampler tells apart, in the order the report shows them. */
export const STATES = ['running', 'lock wait', 'other wait', 'in transaction, waiting for the API', 'idle'];

const SAMPLE = `
  SELECT state, wait_event_type, wait_event, count(*)::int AS n
  FROM pg_stat_activity
  WHERE datname = current_database() AND backend_type = 'client backend' AND pid <> pg_backend_pid()
    AND application_name <> 'flash-bench'
  GROUP BY 1, 2, 3`;

// The connections others wait for and that wait for none themselves (the holder of the stock row): what each is doing. A
// holder 'idle in transaction' is waiting for its API process to send the next statement; the
// statement it last ran says where in the order it is.
const HOLDERS = `
  SELECT h.state, coalesce(h.wait_event_type, '') AS wait, left(regexp_replace(h.query, '\\s+', ' ', 'g'), 48) AS query, count(*)::int AS n
  FROM pg_stat_activity h
  WHERE h.pid IN (SELECT unnest(pg_blocking_pids(w.pid)) FROM pg_stat_activity w
                  WHERE w.datname = current_database() AND w.wait_event_type = 'Lock')
    AND coalesce(h.wait_event_type, '') <> 'Lock' -- the head of the queue, not a waiter ahead in it
  GROUP BY 1, 2, 3`;

function stateOf({ state, wait_event_type: type }) {
  if (state === 'idle in transaction') return 'in transaction, waiting for the API';
  if (state === 'idle') return 'idle';
  if (type === 'Lock') return 'lock wait';
  // ClientRead while active is rare (a statement reading its parameters); IO, LWLock … go here.
  if (type && type !== 'Activity') return 'other wait';
  return 'running';
}

/** Starts sampling on its own pg.Client; stop() resolves the counts (connection-samples per state). */
export async function sampleActivity(pg, url, everyMs = 10) {
  const client = new pg.Client({ connectionString: url, application_name: 'flash-bench' });
  await client.connect();
  const totals = Object.fromEntries(STATES.map((s) => [s, 0]));
  const waits = {};
  let samples = 0;
  let maxLockWaiters = 0;
  const holders = {};
  let holderSamples = 0;
  let running = true;
  const loop = (async () => {
    while (running) {
      const { rows } = await client.query(SAMPLE);
      samples++;
      let lockWaiters = 0;
      for (const r of rows) {
        const s = stateOf(r);
        totals[s] += r.n;
        if (s === 'lock wait') lockWaiters += r.n;
        if (s === 'lock wait' || s === 'other wait') waits[`${r.wait_event_type}:${r.wait_event}`] = (waits[`${r.wait_event_type}:${r.wait_event}`] ?? 0) + r.n;
      }
      maxLockWaiters = Math.max(maxLockWaiters, lockWaiters);
      if (lockWaiters) {
        for (const h of (await client.query(HOLDERS)).rows) {
          const what = `${stateOf({ state: h.state, wait_event_type: h.wait })} after: ${h.query}`;
          holders[what] = (holders[what] ?? 0) + h.n;
          holderSamples += h.n;
        }
      }
      await new Promise((r) => setTimeout(r, everyMs));
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      await client.end();
      // Mean number of connections in each state over the window: busy connections, not requests.
      const mean = Object.fromEntries(STATES.map((s) => [s, samples ? Math.round((totals[s] / samples) * 100) / 100 : 0]));
      // Share of the lock holders' sampled time in each state (after which statement), largest first.
      const lockHolders = Object.entries(holders)
        .sort((a, b) => b[1] - a[1])
        .slice(0, 8)
        .map(([what, n]) => ({ what, share: Math.round((n / holderSamples) * 1000) / 1000 }));
      return { samples, everyMs, meanConnections: mean, maxLockWaiters, waitEvents: waits, lockHolders };
    },
  };
}

/** pg_stat_statements of this database since its last reset, the costliest first. */
export async function statementTimes(client, limit = 15) {
  const { rows } = await client.query(
    `SELECT s.calls::int, round(s.total_exec_time::numeric, 1)::float AS total_ms, round(s.mean_exec_time::numeric, 3)::float AS mean_ms,
            round(s.max_exec_time::numeric, 1)::float AS max_ms, s.rows::int, left(regexp_replace(s.query, '\\s+', ' ', 'g'), 160) AS query
     FROM pg_stat_statements s JOIN pg_database d ON d.oid = s.dbid
     WHERE d.datname = current_database() AND s.query NOT ILIKE '%pg_stat_%'
     ORDER BY s.total_exec_time DESC LIMIT $1`,
    [limit],
  );
  return rows;
}
