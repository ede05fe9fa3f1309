import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@campus/shared-utils/student';
import { emptyOther, ok } from '../../../../testing/resume-fixtures';
import { OtherForm } from './other-form';

afterEach(() => jest.restoreAllMocks());
const noop = () => undefined;

describe('OtherForm', () => {
  it('takes every part as optional text and saves it with the version', async () => {
    const save = jest.spyOn(api.resume, 'saveOther').mockResolvedValue(ok({ ...emptyOther(), skills: 'Python', version: 1 }));
    const onSaved = jest.fn();
    const user = userEvent.setup();
    render(<OtherForm record={emptyOther()} onSaved={onSaved} onConflict={noop} submitLabel="保存并完成" />);
    await user.type(screen.getByLabelText('技能特长'), 'Python');
    await user.type(screen.getByLabelText('自我评价'), '踏实认真');
    await user.click(screen.getByRole('button', { name: '保存并完成' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(save).toHaveBeenCalledWith({ skills: 'Python', certificates: '', awards: '', languages: '', self_evaluation: '踏实认真', version: 0 });
  });

  it('says when a text is over its limit (stored text longer than the field allows)', async () => {
    const save = jest.spyOn(api.resume, 'saveOther');
    const user = userEvent.setup();
    render(<OtherForm record={{ ...emptyOther(), languages: '英'.repeat(201) }} onSaved={noop} onConflict={noop} />);
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(screen.getByText('语言能力不能超过200个字')).toBeInTheDocument();
    expect(save).not.toHaveBeenCalled();
  });
});
