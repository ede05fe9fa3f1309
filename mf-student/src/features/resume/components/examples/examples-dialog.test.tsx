import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@campus/shared-utils/student';
import type { ResumeExample } from '@campus/shared-utils/student';
import { basic, detail, education, ok } from '../../../../testing/resume-fixtures';
import { ExamplesDialog } from './examples-dialog';

afterEach(() => jest.restoreAllMocks());

const example = (id: number, major: string): ResumeExample => {
  const { basic: b, intention, education_list, work_list, project_list, other } = detail({ basic: basic({ name: `范例${id}`, major }), education_list: [education(1)] });
  return { id, major, title: `${major}应届生简历`, summary: '量化成果，条理清晰', content: { basic: b, intention, education_list, work_list, project_list, other } };
};

describe('ExamplesDialog', () => {
  it('lists the examples of the student\'s major, switches major, and opens one to read', async () => {
    const get = jest
      .spyOn(api.resume, 'getExamples')
      .mockImplementation(async (q) => ok(q?.major === '会计学' ? { list: [example(2, '会计学')], majors: [] } : { list: [example(1, '软件工程')], majors: ['软件工程', '会计学'] }));
    const user = userEvent.setup();
    render(<ExamplesDialog open onClose={() => undefined} major="软件工程" />);
    const dialog = await screen.findByRole('dialog', { name: '简历范例' });
    await user.click(await within(dialog).findByRole('button', { name: /软件工程应届生简历/ }));
    const reading = await screen.findByRole('dialog', { name: '简历范例：软件工程应届生简历' });
    expect(within(reading).getByRole('article', { name: '简历：范例1' })).toBeInTheDocument();
    await user.click(within(reading).getByRole('button', { name: '← 返回范例列表' }));
    await user.selectOptions(screen.getByLabelText('按专业查看'), '会计学');
    expect(await screen.findByRole('button', { name: /会计学应届生简历/ })).toBeInTheDocument();
    expect(get).toHaveBeenLastCalledWith({ major: '会计学' });
  });

  it('says when a major has no examples', async () => {
    jest.spyOn(api.resume, 'getExamples').mockResolvedValue(ok({ list: [], majors: [] }));
    render(<ExamplesDialog open onClose={() => undefined} major="考古学" />);
    expect(await screen.findByText('该专业暂无简历范例')).toBeInTheDocument();
  });
});
