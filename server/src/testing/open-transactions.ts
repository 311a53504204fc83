/**
 * A view of a database that counts its transactions open at once (from the call to its end):
 * a transaction waiting on a lock holds a pooled connection, so this is how many connections a
 * burst of calls can hold.
 */
import type { Db } from '../db/client';

export function countingTransactions(db: Db): { db: Db; mostAtOnce: () => number } {
  let open = 0;
  let most = 0;
  const counted = Object.create(db) as Db;
  counted.transaction = (async (...args: Parameters<Db['transaction']>) => {
    open += 1;
    most = Math.max(most, open);
    try {
      return await db.transaction(...args);
    } finally {
      open -= 1;
    }
  }) as Db['transaction'];
  return { db: counted, mostAtOnce: () => most };
}
