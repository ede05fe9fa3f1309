import { answerAll, envelope, installFakeXhr } from '../testing/fake-xhr';
import { api } from '../student';

const xhr = installFakeXhr();

describe('api.mine.answerInterview', () => {
  it('posts the answer and reads the updated invitation, filling what is missing', async () => {
    answerAll(envelope(0, { item: { id: '5', state: 'upcoming', reply: 'declined', reply_reason: '时间冲突', reply_at: 1764052200000, position: { id: 9, title: '数据分析师' } } }));
    const result = await api.mine.answerInterview(5, 'decline', '时间冲突');
    const request = xhr.last();
    expect(request.method).toBe('POST');
    expect(request.path).toBe('/api/invite/answer');
    expect(Object.fromEntries(request.formBody)).toEqual({ id: '5', answer: 'decline', reason: '时间冲突', public_source: '1' });
    expect(result).toMatchObject({
      apiStatus: true,
      item: { id: 5, state: 'upcoming', reply: 'declined', reply_reason: '时间冲突', reply_at: 1764052200000, position: { id: 9, title: '数据分析师' }, company: { id: 0, name: '' } },
    });
  });

  it('reads an unknown reply as none, and passes a refusal through with its text', async () => {
    answerAll(envelope(0, { item: { id: 5, reply: 'maybe' } }));
    await expect(api.mine.answerInterview(5, 'accept')).resolves.toMatchObject({ item: { reply: 'none', reply_reason: '', reply_at: 0 } });
    expect(Object.fromEntries(xhr.last().formBody)).toEqual({ id: '5', answer: 'accept', reason: '', public_source: '1' });
    answerAll(envelope(43010, {}, '面试时间已过，无法回复'));
    await expect(api.mine.answerInterview(5, 'accept')).resolves.toMatchObject({ apiStatus: false, msg: '面试时间已过，无法回复' });
  });
});
