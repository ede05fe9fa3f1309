import * as sharedUtils from '../shared-utils';
import { subscriberCounts } from './subscriber-counts';

/** The live subscribers of each bus stream (site$, auth$, dialog$, …), by name: what a mounted component holds. */
export function busSubscriberCounts(): Record<string, number> {
  return subscriberCounts(sharedUtils);
}
