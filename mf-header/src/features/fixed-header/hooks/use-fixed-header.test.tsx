import { render, screen } from '@testing-library/react';
import { ui$ } from '@campus/shared-utils';
import { HeaderApp } from '../../../app/header-app';
import { atHash, navigate, publishSite, resetBus, scrollTo, siteInfo, publishOlderSite } from '../../../testing/bus';
import { act } from 'react';

beforeEach(resetBus);

/** The bar that becomes fixed: the parent of the header's navigation row. */
const bar = () => screen.getByRole('navigation', { name: '主导航' }).closest('[data-fixed]');

describe('fixed header', () => {
  it('stays in the flow at the top of the page and becomes fixed once scrolled past 0', () => {
    render(<HeaderApp />);
    publishSite(siteInfo());
    expect(bar()).not.toHaveClass('fixed');
    expect(ui$.getValue().headerFixed).toBe(false);
    act(() => scrollTo(1));
    expect(bar()).toHaveClass('fixed');
    expect(ui$.getValue().headerFixed).toBe(true);
    act(() => scrollTo(0));
    expect(bar()).not.toHaveClass('fixed');
    expect(ui$.getValue().headerFixed).toBe(false);
  });

  it.each(['#/aiIntelligentfilling', '#/aiResumeBasicInfo', '#/aiResumeDetail', '#/subApp/aiIntelligentfilling?isAuth=1'])(
    'is always fixed on the AI-resume page %s',
    (hash) => {
      atHash(hash);
      render(<HeaderApp />);
      publishSite(siteInfo());
      expect(bar()).toHaveClass('fixed');
      expect(ui$.getValue().headerFixed).toBe(true);
    },
  );

  it('releases the flag when leaving an AI-resume page at the top', () => {
    atHash('#/aiIntelligentfilling');
    render(<HeaderApp />);
    publishSite(siteInfo());
    navigate('#/subApp/jobRecommend');
    expect(bar()).not.toHaveClass('fixed');
    expect(ui$.getValue().headerFixed).toBe(false);
  });

  it('applies to the older header too', async () => {
    atHash('#/resume');
    render(<HeaderApp />);
    await publishOlderSite();
    act(() => scrollTo(40));
    expect(bar()).toHaveClass('fixed');
  });

  it('clears the flag and stops listening to scroll on unmount', () => {
    const { unmount } = render(<HeaderApp />);
    publishSite(siteInfo());
    act(() => scrollTo(10));
    expect(ui$.getValue().headerFixed).toBe(true);
    unmount();
    expect(ui$.getValue().headerFixed).toBe(false);
    scrollTo(20);
    expect(ui$.getValue().headerFixed).toBe(false);
  });
});
