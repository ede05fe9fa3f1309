import { authEvents$, closeDialog, loadStudentInfo, MSG, toast, writeLoginCookies, type JumpMode } from '@campus/shared-utils';
import { runJumpMode, type LoginPath } from './jump-mode';

export type StudentLoginRequest = { jumpMode?: JumpMode; data?: Record<string, unknown> };

/**
 * A student login succeeded (spec §4): 登录成功, the student's cookies (other roles' cleared, state 1),
 * the student info into student$, the dialog closed, the loggedIn event, then the jump mode.
 */
export async function completeStudentLogin(userId: string, request: StudentLoginRequest, path: LoginPath): Promise<void> {
  void toast.success(MSG.loginSuccess);
  writeLoginCookies('student', { user_id: userId });
  const info = await loadStudentInfo();
  closeDialog();
  authEvents$.next({ type: 'loggedIn', role: 'student', jumpMode: request.jumpMode });
  runJumpMode(request.jumpMode, { path, info, data: request.data });
}
