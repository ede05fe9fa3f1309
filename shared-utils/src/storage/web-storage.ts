import type { SiteType } from '../types/site';
import { StudentInfo } from '../shapes/site-calls';
import { conform } from '../shapes/conform';
import { isObj, parseJson } from '../util/read';

/** Session-storage keys of spec §3 and the shape each holds. */
export type SessionValues = {
  userdata: Record<string, unknown>;
  studentInfo: StudentInfo;
  /** resume summary: its name decides whether a resume exists */
  resume_data: Record<string, unknown>;
  schoolIcon: string;
  /** desired-position data */
  yishengyice: Record<string, unknown>;
  siteType: SiteType;
  diffPage: string;
  school_type: number;
  channel_type: number;
};
export type SessionKey = keyof SessionValues;

/** A search kept on the device: a keyword, or a category (its label and value). */
export type RecentSearch = { text: string; value: string };

/** Local-storage keys of spec §3, and the search box's recent searches. */
export type LocalValues = { resume_parse: Record<string, unknown>; recent_searches: RecentSearch[] };
export type LocalKey = keyof LocalValues;

export const SESSION_KEYS: readonly SessionKey[] = [
  'userdata', 'studentInfo', 'resume_data', 'schoolIcon', 'yishengyice', 'siteType', 'diffPage', 'school_type', 'channel_type',
];
export const LOCAL_KEYS: readonly LocalKey[] = ['resume_parse', 'recent_searches'];

type Parsers<V> = { [K in keyof V]: (value: unknown) => V[K] | null };
const asObj = (v: unknown) => (isObj(v) ? v : null);
const asString = (v: unknown) => (typeof v === 'string' ? v : null);
const asNumber = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null);

// What came back from storage must have the stored shape; anything else reads as absent.
const SESSION_PARSERS: Parsers<SessionValues> = {
  userdata: asObj,
  studentInfo: (v) => (isObj(v) ? conform(StudentInfo, v) : null),
  resume_data: asObj,
  schoolIcon: asString,
  yishengyice: asObj,
  siteType: (v) => (v === 1 || v === 2 || v === 3 ? v : null),
  diffPage: asString,
  school_type: asNumber,
  channel_type: asNumber,
};
const asRecent = (v: unknown): RecentSearch | null => (isObj(v) && typeof v.text === 'string' && v.text && typeof v.value === 'string' ? { text: v.text, value: v.value } : null);
const LOCAL_PARSERS: Parsers<LocalValues> = {
  resume_parse: asObj,
  recent_searches: (v) => (Array.isArray(v) ? v.map(asRecent).filter((r): r is RecentSearch => r !== null) : null),
};

// Storage can be missing or throw (privacy modes, quota); every helper degrades to "absent".
function store(kind: 'session' | 'local'): Storage | null {
  try {
    return kind === 'session' ? window.sessionStorage : window.localStorage;
  } catch {
    return null;
  }
}

function read<V, K extends keyof V & string>(kind: 'session' | 'local', parsers: Parsers<V>, key: K): V[K] | null {
  try {
    return parsers[key](parseJson(store(kind)?.getItem(key)));
  } catch {
    return null;
  }
}

function write(kind: 'session' | 'local', key: string, value: unknown): void {
  try {
    store(kind)?.setItem(key, JSON.stringify(value));
  } catch {
    // a full or disabled storage only loses the cache
  }
}

function remove(kind: 'session' | 'local', key: string): void {
  try {
    store(kind)?.removeItem(key);
  } catch {
    // nothing stored, nothing to remove
  }
}

export const getSession = <K extends SessionKey>(key: K): SessionValues[K] | null => read('session', SESSION_PARSERS, key);
export const setSession = <K extends SessionKey>(key: K, value: SessionValues[K]): void => write('session', key, value);
export const removeSession = (key: SessionKey): void => remove('session', key);

export const getLocal = <K extends LocalKey>(key: K): LocalValues[K] | null => read('local', LOCAL_PARSERS, key);
export const setLocal = <K extends LocalKey>(key: K, value: LocalValues[K]): void => write('local', key, value);
export const removeLocal = (key: LocalKey): void => remove('local', key);
