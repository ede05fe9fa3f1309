import { closeDialog, dialog$, openDialog$, patchUi, requestDialog, ui$ } from './streams';

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

  it('patches the UI store state', () => {
    patchUi({ headerFixed: true });
    expect(ui$.getValue()).toEqual({ headerFixed: true, resumeTemplateId: 1, deliveryLoggedIn: false, collectLoggedIn: false });
    patchUi({ headerFixed: false, collectLoggedIn: true });
    expect(ui$.getValue()).toMatchObject({ headerFixed: false, collectLoggedIn: true });
  });
});
