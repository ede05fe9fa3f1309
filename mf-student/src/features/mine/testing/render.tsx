import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';

/** Renders a mine component inside a router at a path (links read the chapter from it). */
export function renderAt(element: ReactElement, path = '/deliveryFeedback'): RenderResult {
  return render(<MemoryRouter initialEntries={[path]}>{element}</MemoryRouter>);
}
