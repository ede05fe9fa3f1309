import { useState, type ReactElement } from 'react';
import { MSG, Modal } from '@campus/shared-utils';
import type { StudentLoginRequest } from '../utils/complete-student-login';
import { StudentLoginBody, type StudentLoginMode } from './student-login-body';

export type StudentLoginDialogProps = { request: StudentLoginRequest; onClose: () => void };

/** The student login dialog: 学生登录注册 in phone mode, 学生登录 in QR mode (spec §2). */
export function StudentLoginDialog({ request, onClose }: StudentLoginDialogProps): ReactElement {
  const [mode, setMode] = useState<StudentLoginMode>('phone');
  return (
    <Modal open title={mode === 'phone' ? MSG.studentLoginRegister : MSG.studentLogin} onClose={onClose}>
      <StudentLoginBody mode={mode} onModeChange={setMode} request={request} />
    </Modal>
  );
}
