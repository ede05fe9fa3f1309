import type { Bank } from '../bank';
import common from './common.json';
import data from './data.json';
import fe from './fe.json';
import java from './java.json';
import pm from './pm.json';

/** The common behavioural bank (its first question, the self-introduction, opens every 综合面试). */
export const COMMON: Bank = common;

/** The professional banks, one per job category label of the site (banks/<name>.json). */
export const BANKS: readonly Bank[] = [data, fe, java, pm];
