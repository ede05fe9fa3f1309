import { AREA_FAILED_TEXT } from '@campus/shared-utils';
import { areaFor, clearAreaError, dropHeaderShell, showAreaError } from './app-areas';

beforeEach(() => {
  document.body.innerHTML = '<main id="app-main"></main>';
});

it('shows one small error before a failed area and clears it', () => {
  const area = areaFor('app-mf-student');
  showAreaError(area);
  showAreaError(area);
  const alerts = document.querySelectorAll('[role="alert"]');
  expect(alerts).toHaveLength(1);
  expect(alerts[0]?.textContent).toBe(AREA_FAILED_TEXT);
  expect(alerts[0]?.nextElementSibling).toBe(area);
  clearAreaError(area);
  expect(document.querySelector('[role="alert"]')).toBeNull();
});

it('reuses an existing area', () => {
  expect(areaFor('app-mf-home')).toBe(areaFor('app-mf-home'));
});

it('keeps the header shell while the header is mounted and drops it where none shows', () => {
  document.body.innerHTML = '<div id="app-header"><div class="shell-header"></div></div>';
  dropHeaderShell(true);
  expect(document.querySelector('.shell-header')).not.toBeNull();
  dropHeaderShell(false);
  expect(document.querySelector('.shell-header')).toBeNull();
});
