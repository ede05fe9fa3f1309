import { logoutBackTypeHere } from './logout-back-type';

describe('logoutBackTypeHere', () => {
  it.each([
    ['#/subApp/deliveryFeedback?from=3', 5],
    ['#/deliveryFeedback', 5],
    ['#/subApp/myCollect?from=3', 6],
    ['#/myCollect', 6],
    ['#/', 0],
    ['', 0],
    ['#/subApp/resume', 0],
    ['#/deliveryFeedbackOld', 0],
  ] as const)('%s asks for back type %i', (hash, backType) => {
    expect(logoutBackTypeHere(hash)).toBe(backType);
  });

  it('reads the page the browser is on', () => {
    window.location.hash = '#/subApp/myCollect?from=3';
    expect(logoutBackTypeHere()).toBe(6);
    window.location.hash = '';
  });
});
