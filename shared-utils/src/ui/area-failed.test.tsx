import { render, screen } from '@testing-library/react';
import { AREA_FAILED_TEXT, AreaFailed } from './area-failed';

it('AreaFailed shows the small friendly error as an alert', () => {
  render(<AreaFailed />);
  expect(screen.getByRole('alert')).toHaveTextContent(AREA_FAILED_TEXT);
  expect(AREA_FAILED_TEXT).toBe('该区域加载失败，请刷新页面重试');
});
