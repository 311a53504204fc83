/** The demo products' videos and leaflets (media/demo/README.md), stored like uploaded files. */
import fs from 'node:fs';
import path from 'node:path';
import type { Db } from '../db/client';
import { addFile } from '../media/files';
import { contentTypeOf, DEMO_MEDIA_DIR, PRODUCT_MEDIA } from '../media/demo/manifest';

/** `names` are the seeded products' English names, in the order of their `ids`. */
export async function seedProductMedia(db: Db, names: string[], ids: number[], dir = DEMO_MEDIA_DIR) {
  let stored = 0;
  for (const entry of PRODUCT_MEDIA) {
    const index = names.indexOf(entry.product);
    if (index < 0) continue;
    for (const [kind, file] of [['media', entry.video], ['leaflet', entry.leaflet]] as const) {
      if (!file) continue;
      await addFile(db, ids[index]!, kind, contentTypeOf(file), fs.readFileSync(path.join(dir, file)));
      stored++;
    }
  }
  return stored;
}
