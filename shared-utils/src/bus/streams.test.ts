import { closeDialog, closePageDialog, dialog$, openDialog$, patchUi, requestDialog, ui$ } from './streams';

describe('bus streams', () => {
  it('keeps the open dialog request until it is closed', () => {
    const requests: unknown[] = [];
    const sub = dialog$.subscribe((r) => requests.push(r));
    requestDialog({ kind: 'logoutConfirm', backType: 0 });
    expect(requests).toEqual([{ kind: 'logoutConfirm', backType: 0 }]);
    expect(openDialog$.getValue()).toEqual({ kind: 'logoutConfirm', backType: 0 });
    closeDialog();
    expect(openDialog$.getValue()).toBeNull();
    sub.unsubscribe();
  });

  it('closes a dialog of the page on a route change, and keeps the logins and other site dialogs', () => {
    requestDialog({ kind: 'myInterviewQr' });
    closePageDialog();
    expect(openDialog$.getValue()).toBeNull();
    for (const request of [{ kind: 'studentLogin' }, { kind: 'employer', view: 'login' }, { kind: 'switchIdentity' }] as const) {
      requestDialog(request);
      closePageDialog();
      expect(openDialog$.getValue()).toEqual(request);
    }
    closeDialog();
  });

  it('patches the UI store state', () => {
    patchUi({ headerFixed: true });
    expect(ui$.getValue()).toEqual({ headerFixed: true, resumeTemplateId: 1 });
    patchUi({ headerFixed: false, resumeTemplateId: 3 });
    expect(ui$.getValue()).toEqual({ headerFixed: false, resumeTemplateId: 3 });
  });
});
