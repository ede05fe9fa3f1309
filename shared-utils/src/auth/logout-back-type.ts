import { hashPath, SUB_APP_PREFIX } from '../routes/route-table';
import type { BackType } from '../types/auth';

/**
 * The back type of a log-out asked for on the current page (spec §4): on 投递反馈 and 我的收藏 the page stays
 * and its store turns logged out (5, 6), so it asks for the student login in place; anywhere else the
 * log-out goes home (0).
 */
export function logoutBackTypeHere(hash: string = window.location.hash): BackType {
  const path = hashPath(hash);
  const page = path.startsWith(SUB_APP_PREFIX) ? `/${path.slice(SUB_APP_PREFIX.length)}` : path;
  if (page === '/deliveryFeedback') return 5;
  if (page === '/myCollect') return 6;
  return 0;
}
