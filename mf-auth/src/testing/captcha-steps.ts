import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/** Solves the built-in slider with the keyboard: focus the handle, move right, confirm with Enter. */
export async function solveSlider(user: UserEvent, steps = 5): Promise<void> {
  const slider = await screen.findByRole('slider', { name: '拖动滑块完成拼图' });
  // the handle is disabled while a puzzle loads
  await waitFor(() => expect(slider).not.toHaveAttribute('aria-disabled'));
  slider.focus();
  for (let i = 0; i < steps; i += 1) await user.keyboard('{ArrowRight}');
  await user.keyboard('{Enter}');
}
