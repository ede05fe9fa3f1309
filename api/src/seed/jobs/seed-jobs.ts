import type { Db } from '../../db/database';
import { indexUnindexedPositions } from '../../db/repositories/position-terms';

/**
 * The jobs area's demo data is the home seed's companies and positions; this gives them their search
 * terms (the home seed writes positions in bulk, before the term index existed in its code). Idempotent:
 * answers false when every open position is indexed already.
 */
export async function seedJobsDemo(db: Db): Promise<boolean> {
  return (await indexUnindexedPositions(db)) > 0;
}
