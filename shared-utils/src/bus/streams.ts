import { BehaviorSubject, Subject } from 'rxjs';
import type { AuthState, BackType, JumpMode, LoginType, StudentInfo } from '../types/auth';
import type { SiteState } from '../types/site';

/** A request to open one of the dialogs of spec §2; mf-auth renders them. */
export type DialogRequest =
  | { kind: 'studentLogin'; jumpMode?: JumpMode; data?: Record<string, unknown> }
  | { kind: 'schoolLogin' }
  | { kind: 'channelLogin' }
  | { kind: 'employer'; view?: 'login' | 'register' | 'forgot' }
  | { kind: 'switchIdentity' }
  | { kind: 'logoutConfirm'; backType: BackType }
  | { kind: 'captchaError'; message: string }
  | { kind: 'myInterviewQr' }
  | { kind: 'info'; title: string; body: string; qrUrl?: string };

export type AuthEvent =
  | { type: 'loggedIn'; role: LoginType; jumpMode?: JumpMode }
  | { type: 'loggedOut'; backType: BackType }
  | { type: 'forcedOut' }
  | { type: 'refresh'; target: 'parent' | 'parentList' | 'positions' | 'recommend' }
  | { type: 'init' }
  /** jump modes 9 and 10: the page that asked for the login continues its AI resume flow (docs/decisions.md) */
  | { type: 'aiResumeStart' };

export type UiState = {
  headerFixed: boolean;
  resumeTemplateId: number;
};

export const EMPTY_AUTH: AuthState = {
  state: 0,
  userId: '',
  comKeyUser: '',
  userName: '',
  school: '',
  userType: '',
  strategy: '',
  faculty: '',
  channelName: '',
};

export const site$ = new BehaviorSubject<SiteState>({ status: 'loading' });
export const auth$ = new BehaviorSubject<AuthState>(EMPTY_AUTH);
export const student$ = new BehaviorSubject<StudentInfo | null>(null);
export const dialog$ = new Subject<DialogRequest>();
export const authEvents$ = new Subject<AuthEvent>();
export const ui$ = new BehaviorSubject<UiState>({
  headerFixed: false,
  resumeTemplateId: 1,
});

/** The logged-in student's unread application updates (viewed, invited, …): the header's badge (auth/unread-notices.ts). */
export const unreadNotices$ = new BehaviorSubject<number>(0);

/** The dialog currently requested and not yet closed; lets the root config load mf-auth on demand. */
export const openDialog$ = new BehaviorSubject<DialogRequest | null>(null);
dialog$.subscribe((request) => openDialog$.next(request));

export function requestDialog(request: DialogRequest): void {
  dialog$.next(request);
}

export function closeDialog(): void {
  openDialog$.next(null);
}

/** Dialogs about the page they were opened on; the logins and the other dialogs about the whole site stay. */
const PAGE_DIALOGS: ReadonlySet<DialogRequest['kind']> = new Set(['myInterviewQr', 'info']);

/** On a route change: closes the open dialog if it belonged to the page that was left. */
export function closePageDialog(): void {
  const open = openDialog$.getValue();
  if (open && PAGE_DIALOGS.has(open.kind)) closeDialog();
}

export function patchUi(patch: Partial<UiState>): void {
  ui$.next({ ...ui$.getValue(), ...patch });
}
