import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resumeCompleteness } from '@campus/shared-utils/student';
import { basic, detail, education } from '../../../../testing/resume-fixtures';
import { CompletenessCard } from './completeness-card';

describe('CompletenessCard', () => {
  it('shows the score and names every missing part with its share', () => {
    const resume = detail({ basic: basic(), education_list: [education(1)] });
    render(<CompletenessCard completeness={resumeCompleteness(resume)} />);
    const card = screen.getByRole('region', { name: '简历完整度' });
    expect(card).toHaveTextContent('45%');
    const missing = within(card).getByRole('list', { name: '待完善' });
    expect(within(missing).getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual([
      '去完善照片', '去完善求职意向', '去完善实习/工作经历', '去完善项目经历', '去完善技能特长', '去完善证书/获奖经历', '去完善自我评价',
    ]);
  });

  it('takes the student to the section of a missing part', async () => {
    const scrolled = jest.fn();
    render(
      <>
        <CompletenessCard completeness={resumeCompleteness(detail({ basic: basic() }))} />
        <section id="resume-education" tabIndex={-1} aria-label="教育经历区" />
      </>,
    );
    const target = screen.getByRole('region', { name: '教育经历区' });
    target.scrollIntoView = scrolled;
    await userEvent.setup().click(screen.getByRole('button', { name: '去完善教育经历' }));
    expect(scrolled).toHaveBeenCalled();
    expect(target).toHaveFocus();
  });

  it('says the resume is complete at 100', () => {
    render(<CompletenessCard completeness={{ score: 100, missing: [] }} />);
    expect(screen.getByText('简历已完整，可以放心投递了')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: '待完善' })).not.toBeInTheDocument();
  });
});
