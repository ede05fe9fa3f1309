import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@campus/shared-utils/student';
import { education, ok } from '../../../../testing/resume-fixtures';
import { EducationForm } from './education-form';

afterEach(() => jest.restoreAllMocks());
// these tests type whole forms key by key; on a busy machine that can take longer than Jest's 5 s
jest.setTimeout(15_000);
const noop = () => undefined;

describe('EducationForm', () => {
  it('refuses an end before the start, in place', async () => {
    const save = jest.spyOn(api.resume, 'saveEdu');
    const user = userEvent.setup();
    render(<EducationForm entry={null} onSaved={noop} onConflict={noop} />);
    await user.type(screen.getByLabelText('学校名称'), '临江大学');
    await user.type(screen.getByLabelText('专业'), '法学');
    await user.selectOptions(screen.getByLabelText('学历'), '本科');
    await user.type(screen.getByLabelText('开始时间'), '2022-09');
    await user.click(screen.getByRole('checkbox', { name: '至今' }));
    await user.clear(screen.getByLabelText('结束时间'));
    await user.type(screen.getByLabelText('结束时间'), '2021-06');
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(screen.getByText('结束时间不能早于开始时间')).toBeInTheDocument();
    expect(screen.getByLabelText('结束时间')).toHaveFocus();
    expect(save).not.toHaveBeenCalled();
  });

  it('checks the end again when the start changes, once its message shows', async () => {
    const user = userEvent.setup();
    render(<EducationForm entry={null} onSaved={noop} onConflict={noop} />);
    await user.type(screen.getByLabelText('开始时间'), '2022-09');
    await user.click(screen.getByRole('checkbox', { name: '至今' }));
    await user.clear(screen.getByLabelText('结束时间'));
    await user.type(screen.getByLabelText('结束时间'), '2021-06');
    await user.tab();
    expect(await screen.findByText('结束时间不能早于开始时间')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('开始时间'));
    await user.type(screen.getByLabelText('开始时间'), '2020-09');
    await waitFor(() => expect(screen.queryByText('结束时间不能早于开始时间')).not.toBeInTheDocument());
    expect(screen.getByLabelText('结束时间')).not.toHaveAttribute('aria-invalid');
  });

  it('adds an ongoing entry (至今 sends an empty end month)', async () => {
    const stored = education(31, { school: '临江大学', major: '法学', end_date: '' });
    const save = jest.spyOn(api.resume, 'saveEdu').mockResolvedValue(ok(stored));
    const onSaved = jest.fn();
    const user = userEvent.setup();
    render(<EducationForm entry={null} onSaved={onSaved} onConflict={noop} />);
    expect(screen.getByRole('checkbox', { name: '至今' })).toBeChecked();
    await user.type(screen.getByLabelText('学校名称'), '临江大学');
    await user.type(screen.getByLabelText('专业'), '法学');
    await user.selectOptions(screen.getByLabelText('学历'), '本科');
    await user.type(screen.getByLabelText('开始时间'), '2022-09');
    await user.type(screen.getByLabelText('在校经历'), '<script>alert(1)</script>');
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ id: 31 })));
    expect(save).toHaveBeenCalledWith({ school: '临江大学', major: '法学', degree: 2, start_date: '2022-09', end_date: '', description: '<script>alert(1)</script>' });
  });

  it('edits an entry: sends its id and the version it read, and counts the description', async () => {
    const entry = education(5, { description: '主修课程' });
    const save = jest.spyOn(api.resume, 'saveEdu').mockResolvedValue(ok({ ...entry, major: '软件工程（卓越班）', version: 2 }));
    const user = userEvent.setup();
    render(<EducationForm entry={entry} onSaved={noop} onConflict={noop} onCancel={noop} />);
    expect(screen.getByRole('form', { name: '编辑教育经历' })).toBeInTheDocument();
    expect(screen.getByText('4/1000')).toBeInTheDocument();
    await user.type(screen.getByLabelText('专业'), '（卓越班）');
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(save).toHaveBeenCalledWith(expect.objectContaining({ id: 5, version: 1, major: '软件工程（卓越班）' })));
  });
});
