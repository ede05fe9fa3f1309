import { lazy, Suspense, useEffect, type ReactElement } from 'react';
import { auth$, closeDialog, openDialog$, useStream, type DialogRequest, type LoginState } from '@campus/shared-utils';
import { CaptchaErrorDialog } from '../components/captcha/captcha-error-dialog';
import { InfoDialog } from '../components/info-dialog';
import { ChannelLoginDialog } from '../features/account-login/components/channel-login-dialog';
import { SchoolLoginDialog } from '../features/account-login/components/school-login-dialog';
import { LogoutConfirm } from '../features/logout/components/logout-confirm';
import { MyInterviewDialog } from '../features/my-interview/components/my-interview-dialog';
import { StudentLoginDialog } from '../features/student-login/components/student-login-dialog';
import { SwitchIdentityDialog } from '../features/switch-identity/components/switch-identity-dialog';

// The employer dialog is the largest view and the rarest on student pages: its own chunk.
const EmployerDialog = lazy(() => import('../features/employer/components/employer-dialog').then((m) => ({ default: m.EmployerDialog })));

const keys = new WeakMap<DialogRequest, number>();
let nextKey = 0;
/** Each request gets a fresh dialog (a new request for the same kind starts clean). */
function keyOf(request: DialogRequest): number {
  let key = keys.get(request);
  if (key === undefined) {
    key = (nextKey += 1);
    keys.set(request, key);
  }
  return key;
}

type DialogForProps = { request: DialogRequest; loginState: LoginState };

function DialogFor({ request, loginState }: DialogForProps): ReactElement | null {
  switch (request.kind) {
    case 'studentLogin':
      return <StudentLoginDialog request={request} onClose={closeDialog} />;
    case 'schoolLogin':
      return <SchoolLoginDialog onClose={closeDialog} />;
    case 'channelLogin':
      return <ChannelLoginDialog onClose={closeDialog} />;
    case 'employer':
      return <EmployerDialog initialView={request.view} onClose={closeDialog} />;
    case 'switchIdentity':
      // a visitor gets the student login instead (spec §4); a student has nothing to switch
      if (loginState === 0) return <StudentLoginDialog request={{}} onClose={closeDialog} />;
      return loginState === 1 ? null : <SwitchIdentityDialog loginState={loginState} onClose={closeDialog} />;
    case 'logoutConfirm':
      return <LogoutConfirm backType={request.backType} onClose={closeDialog} />;
    case 'captchaError':
      return <CaptchaErrorDialog message={request.message} onClose={closeDialog} />;
    case 'myInterviewQr':
      return <MyInterviewDialog onClose={closeDialog} />;
    case 'info':
      return <InfoDialog title={request.title} body={request.body} qrUrl={request.qrUrl} onClose={closeDialog} />;
  }
}

/** Renders whatever dialog openDialog$ holds (any parcel asks with requestDialog); closing clears it. */
export function DialogHost(): ReactElement | null {
  const request = useStream(openDialog$);
  const loginState = useStream(auth$).state;
  const nothingToShow = request?.kind === 'switchIdentity' && loginState === 1;
  useEffect(() => {
    if (nothingToShow) closeDialog();
  }, [nothingToShow]);
  if (!request) return null;
  return (
    <Suspense fallback={null}>
      <DialogFor key={keyOf(request)} request={request} loginState={loginState} />
    </Suspense>
  );
}
