import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { api } from '@campus/shared-utils/student';
import type { ResumeEducation } from '@campus/shared-utils/student';
import { education, failed, ok } from '../../../../testing/resume-fixtures';
import { describeEducation } from '../../utils/describe';
import { upsertEntry } from '../../utils/entries';
import { EducationForm } from '../forms/education-form';
import { EntryListSection } from './entry-list-section';

afterEach(() => jest.restoreAllMocks());
// these tests type whole forms key by key; on a busy machine that can take longer than Jest's 5 s
jest.setTimeout(15_000);

/** The section as the page uses it: the list lives in the page's state. */
function Harness({ initial, startAdding = false }: { initial: ResumeEducation[]; startAdding?: boolean }) {
  const [entries, setEntries] = useState(initial);
  return (
    <EntryListSection
      anchor="resume-education"
      title="教育经历"
      noun="教育经历"
      entries={entries}
      describe={describeEducation}
      Form={EducationForm}
      remove={api.resume.delEdu}
      onSaved={(e) => setEntries((l) => upsertEntry(l, e))}
      onRemoved={(id) => setEntries((l) => l.filter((e) => e.id !== id))}
      onConflict={() => undefined}
      startAdding={startAdding}
    />
  );
}

const titles = () => within(screen.getByRole('region', { name: '教育经历' })).queryAllByRole('heading', { level: 3 }).map((h) => h.textContent);

describe('EntryListSection', () => {
  it('says so when empty, and the create flow opens the add form at once', () => {
    const { unmount } = render(<Harness initial={[]} />);
    expect(screen.getByText('还没有填写教育经历，点击右上角添加')).toBeInTheDocument();
    unmount();
    render(<Harness initial={[]} startAdding />);
    expect(screen.getByRole('form', { name: '添加教育经历' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '添加教育经历' })).toBeDisabled();
  });

  it('adds an entry and lists it newest first', async () => {
    jest.spyOn(api.resume, 'saveEdu').mockResolvedValue(ok(education(9, { school: '临江大学研究生院', start_date: '2026-09', end_date: '' })));
    const user = userEvent.setup();
    render(<Harness initial={[education(1, { school: '临江大学' })]} />);
    await user.click(screen.getByRole('button', { name: '添加教育经历' }));
    const form = screen.getByRole('form', { name: '添加教育经历' });
    await user.type(within(form).getByLabelText('学校名称'), '临江大学研究生院');
    await user.type(within(form).getByLabelText('专业'), '软件工程');
    await user.selectOptions(within(form).getByLabelText('学历'), '硕士');
    await user.type(within(form).getByLabelText('开始时间'), '2025-09');
    await user.click(within(form).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(titles()).toEqual(['临江大学研究生院', '临江大学']));
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    // the focus stays in the section that was edited, and the save is announced
    await waitFor(() => expect(screen.getByRole('region', { name: '教育经历' })).toHaveFocus());
    expect(await screen.findByText('保存成功')).toBeInTheDocument();
  });

  it('edits an entry in place; the others are locked meanwhile', async () => {
    jest.spyOn(api.resume, 'saveEdu').mockResolvedValue(ok(education(1, { school: '临江师范大学', version: 2 })));
    const user = userEvent.setup();
    render(<Harness initial={[education(2, { start_date: '2023-09' }), education(1)]} />);
    await user.click(screen.getByRole('button', { name: '编辑 临江大学1' }));
    expect(screen.getByRole('button', { name: '删除 临江大学2' })).toBeDisabled();
    const form = screen.getByRole('form', { name: '编辑教育经历' });
    expect(within(form).getByLabelText('学校名称')).toHaveValue('临江大学1');
    await user.clear(within(form).getByLabelText('学校名称'));
    await user.type(within(form).getByLabelText('学校名称'), '临江师范大学');
    await user.click(within(form).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(titles()).toEqual(['临江大学2', '临江师范大学']));
  });

  it('deletes only after the confirm, and keeps the entry when the server refuses', async () => {
    const del = jest.spyOn(api.resume, 'delEdu').mockResolvedValueOnce(failed('该条记录不存在或已删除', 41002)).mockResolvedValueOnce(ok({ id: 1 }));
    const user = userEvent.setup();
    render(<Harness initial={[education(1)]} />);
    await user.click(screen.getByRole('button', { name: '删除 临江大学1' }));
    const confirm = await screen.findByRole('dialog', { name: '提示' });
    expect(confirm).toHaveTextContent('确定删除这条记录吗？教育经历：临江大学1');
    await user.click(within(confirm).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(del).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: '删除 临江大学1' }));
    await user.click(within(await screen.findByRole('dialog', { name: '提示' })).getByRole('button', { name: '删除' }));
    expect(await screen.findByText('该条记录不存在或已删除')).toBeInTheDocument();
    expect(titles()).toEqual(['临江大学1']);

    await user.click(screen.getByRole('button', { name: '删除 临江大学1' }));
    await user.click(within(await screen.findByRole('dialog', { name: '提示' })).getByRole('button', { name: '删除' }));
    await waitFor(() => expect(titles()).toEqual([]));
    expect(del).toHaveBeenLastCalledWith(1);
  });

  it('works by keyboard: the confirm opens on Enter, Escape closes it and the focus goes back', async () => {
    const del = jest.spyOn(api.resume, 'delEdu');
    const user = userEvent.setup();
    render(<Harness initial={[education(1)]} />);
    screen.getByRole('button', { name: '编辑 临江大学1' }).focus();
    await user.tab();
    expect(screen.getByRole('button', { name: '删除 临江大学1' })).toHaveFocus();
    await user.keyboard('{Enter}');
    const confirm = await screen.findByRole('dialog', { name: '提示' });
    await waitFor(() => expect(confirm).toContainElement(document.activeElement as HTMLElement));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: '删除 临江大学1' })).toHaveFocus();
    expect(del).not.toHaveBeenCalled();
  });
});
