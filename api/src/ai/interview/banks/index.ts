import type { Bank } from '../bank';
import common from './common.json';
import acct from './acct.json';
import algo from './algo.json';
import buyer from './buyer.json';
import civil from './civil.json';
import data from './data.json';
import editor from './editor.json';
import fa from './fa.json';
import fe from './fe.json';
import hr from './hr.json';
import java from './java.json';
import legal from './legal.json';
import mech from './mech.json';
import mkt from './mkt.json';
import newmedia from './newmedia.json';
import nurse from './nurse.json';
import ops from './ops.json';
import pm from './pm.json';
import qa from './qa.json';
import sales from './sales.json';
import teacher from './teacher.json';
import trans from './trans.json';
import ui from './ui.json';

/** The common behavioural bank (its first question, the self-introduction, opens every 综合面试). */
export const COMMON: Bank = common;

/** The professional banks, one per job category label of the site (banks/<name>.json). */
export const BANKS: readonly Bank[] = [acct, algo, buyer, civil, data, editor, fa, fe, hr, java, legal, mech, mkt, newmedia, nurse, ops, pm, qa, sales, teacher, trans, ui];
