import { CAREER_CODE, CAREER_LIMITS, CAREER_MSG } from '@campus/shared-utils/rules';
import type { AiInterviewAnswered, InterviewList, InterviewResult, InterviewSession } from '@campus/shared-utils/shapes';
import { bankQuestion, sampleFor } from '../src/ai/interview/bank';
import { COMMON } from '../src/ai/interview/banks';
import { JAVA_IDS, SPOKEN } from './ai-interview-answers';
import { useChatServer, type ChatRequestBody } from './ai-chat-server';
import { DB_KINDS, formPost, useTestApp } from './helper';
import { cookieOf, data, get, newStudent, post, RESUME_NOW, sessionFor } from './resume-kit';

type Answer<T> = T & { code: number; msg: string };
const INTRO = COMMON.questions[0]!;
const WEAK = '我叫小王，性格开朗，喜欢交朋友，学习也比较认真。';
const START = { category: '前端开发', kind: 1, count: 3, seconds: 60 };
/** The model's rubric requests (model-rubric.ts) carry the answers as JSON; the feedback's does not. */
const isRubric = (body: ChatRequestBody) => body.messages.at(-1)!.content.includes('回答（JSON）：');
const rubricAnswers = (body: ChatRequestBody) => (JSON.parse(body.messages.at(-1)!.content.split('回答（JSON）：\n')[1]!) as { answers: { index: number; answer: string }[] }).answers;
/** A self-introduction in the student's own words, with a story of what they did and what came of it. */
const INTRO_OWN =
  '面试官好，我叫张晨，在临江大学读软件工程，明年毕业。大三暑假我在一家做在线教育的公司实习，负责课程详情页。当时页面打开要五六秒，我先查了打包体积，然后把图片改成懒加载，又把公共组件拆了出来，最后首屏时间降到了两秒左右。平时我比较熟悉Vue和TypeScript，所以这次想应聘前端开发岗位。';
/** An answer to the self-introduction's follow-up (a representative experience): its own points, none of the introduction's. */
const FOLLOW_UP_ON_POINT =
  '当时是社团招新，我负责做报名小程序，目标是一周内上线。我先画了页面原型，然后用云开发做了表单和数据统计，晚上还找同学帮忙测试。最终三天里收到了三百多份报名，比去年多了一倍。我从中学到，做之前先把需求问清楚，能少走很多弯路。';

describe.each(DB_KINDS)('AI interview calls on %s', (kind) => {
  let clock = RESUME_NOW;
  const t = useTestApp(kind, {}, { now: () => clock });
  let phone = 13700000600;
  const student = () => newStudent(t.app, String((phone += 1)));
  const start = (token: string, fields: Record<string, string | number> = START) => post(t.app, '/api/aiinterview/start', token, fields);
  const answer = async (token: string, id: number, index: number, text: string, secondsUsed = 30) =>
    data<Answer<AiInterviewAnswered>>(await post(t.app, '/api/aiinterview/answer', token, { id, index, answer: text, seconds_used: secondsUsed }));
  const finish = async (token: string, id: number) => data<Answer<InterviewResult>>(await post(t.app, '/api/aiinterview/finish', token, { id }));

  it('are student-only, and refused with 46001 where is_ai_interview is 0', async () => {
    const employer = await t.app.db.selectFrom('employer').select('id').executeTakeFirstOrThrow();
    const company = await sessionFor(t.app, 'company', employer.id);
    const notStudent = { code: 20013, msg: CAREER_MSG.notStudent };
    expect(data(await post(t.app, '/api/aiinterview/start', undefined, START)).code).toBe(20011);
    expect(data(await start(company))).toEqual(notStudent);
    expect(data(await get(t.app, '/api/aiinterview/list')).code).toBe(20011);
    expect(data(await get(t.app, '/api/aiinterview/list', company))).toEqual(notStudent);

    const me = await student();
    const closed = { code: CAREER_CODE.interviewNotOpen, msg: CAREER_MSG.interviewNotOpen };
    const site = await t.app.db.selectFrom('site').select('is_ai_interview').where('host', '=', 'school.localhost').executeTakeFirstOrThrow();
    expect(site.is_ai_interview).toBe(0);
    const host = { ...cookieOf(me.token), host: 'school.localhost' };
    const form = { ...host, 'content-type': 'application/x-www-form-urlencoded' };
    expect(data(await t.app.inject({ method: 'POST', url: '/api/aiinterview/start', payload: new URLSearchParams({ category: '前端开发', kind: '1', count: '3', seconds: '60' }).toString(), headers: form }))).toEqual(closed);
    expect(data(await t.app.inject({ url: '/api/aiinterview/list', headers: host }))).toEqual(closed);
    expect(data(await t.app.inject({ url: '/api/aiinterview/get?id=1', headers: host }))).toEqual(closed);
    expect(data(await t.app.inject({ method: 'POST', url: '/api/aiinterview/finish', payload: 'id=1', headers: form }))).toEqual(closed);
    expect(await t.app.db.selectFrom('ai_interview').select('id').where('student_id', '=', me.id).execute()).toEqual([]);
  });

  it('refuses a count, seconds, kind or category not allowed', async () => {
    const me = await student();
    expect(data(await start(me.token, { ...START, count: 4 })).code).toBe(40001);
    expect(data(await start(me.token, { ...START, seconds: 45 })).code).toBe(40001);
    expect(data(await start(me.token, { ...START, kind: 3 })).code).toBe(40001);
    expect(data(await start(me.token, { ...START, category: '宇航员' })).code).toBe(40001);
  });

  it('starts with the self-introduction, resumes the ongoing interview, and keeps it to its owner', async () => {
    const me = await student();
    const first = data<Answer<InterviewSession>>(await start(me.token));
    expect(first).toMatchObject({ code: 0, category: '前端开发', kind: 1, total: 3, answered: 0, status: 'ongoing', started_at: clock });
    expect(first.current).toEqual({ index: 0, number: 1, text: INTRO.text, follow_up: 0, seconds: 60, asked_at: clock });
    // a reload: start again (even with other choices) and get answer the same session
    const again = data<Answer<InterviewSession>>(await start(me.token, { ...START, kind: 2, count: 8 }));
    expect(again).toEqual(first);
    expect(data(await get(t.app, `/api/aiinterview/get?id=${first.id}`, me.token))).toEqual(first);

    const other = await student();
    const notFound = { code: CAREER_CODE.interviewNotFound, msg: CAREER_MSG.interviewNotFound };
    expect(data(await get(t.app, `/api/aiinterview/get?id=${first.id}`, other.token))).toEqual(notFound);
    expect(await answer(other.token, first.id, 0, '你好')).toEqual(notFound);
    expect(await finish(other.token, first.id)).toEqual(notFound);
    expect(data(await get(t.app, `/api/aiinterview/result?id=${first.id}`, other.token))).toEqual(notFound);
    expect(data(await get(t.app, `/api/aiinterview/result?id=${first.id}`, me.token))).toEqual(notFound);
    const rows = await t.app.db.selectFrom('ai_interview').select(['id', 'status']).where('student_id', '=', me.id).execute();
    expect(rows).toEqual([{ id: first.id, status: 'ongoing' }]);
    expect(data<InterviewList>(await get(t.app, '/api/aiinterview/list', other.token)).list).toEqual([]);
  });

  it('asks the follow-up after an answer without an example, cuts a long answer, marks a late one and scores an empty one 0', async () => {
    clock = RESUME_NOW + 3_600_000;
    const me = await student();
    const s = data<Answer<InterviewSession>>(await start(me.token, { ...START, count: 3, seconds: 90 }));
    const weak = await answer(me.token, s.id, 0, WEAK, 20);
    expect(weak).toMatchObject({ code: 0, cut: 0, late: 0 });
    expect(weak.session).toMatchObject({ answered: 1, total: 3 });
    // the follow-up is the first question's: 第1题追问, not a question of its own
    expect(weak.session.current).toEqual({ index: 1, number: 1, text: INTRO.follow_up, follow_up: 1, seconds: 90, asked_at: clock });
    // the same answer sent twice does nothing twice
    expect(await answer(me.token, s.id, 0, WEAK, 20)).toEqual(weak);
    // an index that is not the current one changes nothing
    expect((await answer(me.token, s.id, 5, '随便说说')).session).toEqual(weak.session);

    // the follow-up answered after its time (90 s + the grace) and over 5,000 characters: cut, late, no second follow-up
    clock += (90 + CAREER_LIMITS.lateGraceSeconds + 1) * 1000;
    const long = `${INTRO.sample}${'我'.repeat(CAREER_LIMITS.answerChars)}`;
    const late = await answer(me.token, s.id, 1, long, 120);
    expect(late).toMatchObject({ code: 0, cut: 1, late: 1 });
    expect(late.session.current).toMatchObject({ index: 2, number: 2, follow_up: 0 });
    expect(late.session).toMatchObject({ answered: 1, total: 3 });
    const stored = await t.app.db.selectFrom('ai_interview_answer').select(['answer', 'late']).where('interview_id', '=', s.id).where('idx', '=', 1).executeTakeFirstOrThrow();
    expect([...stored.answer].length).toBe(CAREER_LIMITS.answerChars);
    expect(stored.late).toBe(1);

    const empty = await answer(me.token, s.id, 2, '   ', 5);
    expect(empty).toMatchObject({ code: 0, cut: 0, late: 0 });
    expect(empty.session.current).toMatchObject({ index: 3, number: 3, follow_up: 0 });

    const result = await finish(me.token, s.id);
    expect(result).toMatchObject({ code: 0, id: s.id, category: '前端开发', kind: 1, source: 'engine', finished_at: clock });
    expect(result.questions.map((q) => [q.index, q.label, q.follow_up])).toEqual([[0, '第1题', 0], [1, '第1题追问', 1], [2, '第2题', 0], [3, '第3题', 0]]);
    expect(result.questions[0]!.notes).toContain('没有具体事例');
    // late by the server's clock and over the time by the page's: charged once
    expect(result.questions[1]!.notes).toContain('超时提交');
    expect(result.questions[1]!.notes.join()).not.toContain('用时120秒');
    // the follow-up's own sample
    expect(result.questions[1]!.sample_answer).toBe(INTRO.follow_up_sample || INTRO.sample);
    const planned = bankQuestion((await t.app.db.selectFrom('ai_interview_answer').select('question_id').where('interview_id', '=', s.id).where('idx', '=', 2).executeTakeFirstOrThrow()).question_id);
    expect(result.questions[2]).toMatchObject({ score: 0, notes: [CAREER_MSG.emptyAnswer], sample_answer: sampleFor(planned!, '技术') });
    // the third planned question was never answered: 0 with the same note
    expect(result.questions[3]).toMatchObject({ answer: '', score: 0, notes: [CAREER_MSG.emptyAnswer] });
    expect(result.dimensions.map((d) => d.key)).toEqual(['structure', 'match', 'keywords', 'star', 'time']);
    expect(result.dimensions.every((d) => d.rule === `interview.${d.key}` && d.explanation.length > 0)).toBe(true);
    expect(result.dimensions.find((d) => d.key === 'star')!.explanation).toContain('第1题');
    expect(result.dimensions.find((d) => d.key === 'time')!.explanation).toContain('第1题追问');
    expect(result.dimensions.map((d) => d.explanation).join()).not.toContain('第4题');
    expect(result.feedback).toContain(`${result.score}分`);

    // finish twice: the same stored result; then answers are refused and the result reads back
    clock += 60_000;
    expect(await finish(me.token, s.id)).toEqual(result);
    expect(data(await get(t.app, `/api/aiinterview/result?id=${s.id}`, me.token))).toEqual(result);
    expect(await answer(me.token, s.id, 3, '还想补充')).toEqual({ code: CAREER_CODE.interviewFinished, msg: CAREER_MSG.interviewFinished });
    const list = data<Answer<InterviewList>>(await get(t.app, '/api/aiinterview/list', me.token)).list;
    expect(list).toEqual([{ id: s.id, category: '前端开发', kind: 1, status: 'finished', score: result.score, started_at: s.started_at }]);
  });

  /** Starts an interview whose planned questions are these bank questions (the plan is random; a test sets it). */
  const startWith = async (token: string, category: string, ids: readonly string[], kind = 2) => {
    const s = data<Answer<InterviewSession>>(await start(token, { category, kind, count: ids.length === 5 ? 5 : 3, seconds: 120 }));
    const plan = ids.map((id) => ({ id, text: bankQuestion(id)!.text }));
    await t.app.db.updateTable('ai_interview').set({ plan: JSON.stringify(plan) }).where('id', '=', s.id).execute();
    await t.app.db.updateTable('ai_interview_answer').set({ question_id: plan[0]!.id, question: plan[0]!.text }).where('interview_id', '=', s.id).where('idx', '=', 0).execute();
    return s.id;
  };
  const questionIdAt = async (id: number, index: number) =>
    (await t.app.db.selectFrom('ai_interview_answer').select('question_id').where('interview_id', '=', id).where('idx', '=', index).executeTakeFirstOrThrow()).question_id;

  it('scores a strong interview in plain spoken words above a weak one', async () => {
    const ids = JAVA_IDS.slice(0, 3);
    const take = async (strong: boolean) => {
      const me = await student();
      const id = await startWith(me.token, 'Java开发', ids);
      let session = data<Answer<InterviewSession>>(await get(t.app, `/api/aiinterview/get?id=${id}`, me.token)) as InterviewSession;
      while (session.current) {
        const q = session.current;
        const qid = (await questionIdAt(id, q.index)) as (typeof JAVA_IDS)[number];
        session = (await answer(me.token, id, q.index, strong && !q.follow_up ? SPOKEN[qid] : '这个我不太了解，以后会学习。', strong ? 60 : 10)).session;
      }
      return finish(me.token, id);
    };
    const strong = await take(true);
    const weak = await take(false);
    expect(strong.questions.every((q) => q.follow_up === 0)).toBe(true);
    expect(weak.questions.some((q) => q.follow_up === 1)).toBe(true);
    expect(strong.score).toBeGreaterThanOrEqual(70);
    expect(strong.score).toBeGreaterThanOrEqual(weak.score + 40);
    const score = (r: InterviewResult, key: string) => r.dimensions.find((d) => d.key === key)!.score;
    for (const key of ['structure', 'keywords', 'time'] as const) expect(score(strong, key)).toBeGreaterThan(score(weak, key));
    expect(score(strong, 'match')).toBeGreaterThanOrEqual(score(weak, 'match'));
    expect(score(weak, 'match')).toBe(0);
  });

  it('asks the count chosen: 3 planned questions, at most one follow-up each, each follow-up numbered by its question', async () => {
    const me = await student();
    const s = data<Answer<InterviewSession>>(await start(me.token, { category: 'Java开发', kind: 2, count: 3, seconds: 120 }));
    const seen: [number, number, 0 | 1][] = [];
    let session: InterviewSession = s;
    while (session.current) {
      const q = session.current;
      seen.push([q.number, session.total, q.follow_up]);
      session = (await answer(me.token, s.id, q.index, '这个我不太了解，以后会学习。', 10)).session;
    }
    // every vague answer gets its follow-up, and the follow-up none
    expect(seen).toEqual([[1, 3, 0], [1, 3, 1], [2, 3, 0], [2, 3, 1], [3, 3, 0], [3, 3, 1]]);
    expect(session).toMatchObject({ answered: 3, total: 3 });
    const result = await finish(me.token, s.id);
    expect(result.questions.map((q) => q.label)).toEqual(['第1题', '第1题追问', '第2题', '第2题追问', '第3题', '第3题追问']);
  });

  it('analyses an answer once, when it arrives, stores the analysis and scores from it at finish; an answer stored without one is analysed then', async () => {
    const me = await student();
    const id = await startWith(me.token, 'Java开发', JAVA_IDS.slice(0, 3));
    await answer(me.token, id, 0, SPOKEN['java-01'], 60);
    await answer(me.token, id, 1, SPOKEN['java-03'], 60);
    const rows = await t.app.db.selectFrom('ai_interview_answer').select(['idx', 'analysis']).where('interview_id', '=', id).orderBy('idx').execute();
    const stored = JSON.parse(rows[0]!.analysis) as { v: number; covered: string[] };
    expect(stored.v).toBeGreaterThan(0);
    expect(stored.covered).toEqual(expect.arrayContaining(['数组', '链表', '红黑树']));
    // the finish reads what was stored: a stored analysis changed here shows in the result
    await t.app.db.updateTable('ai_interview_answer').set({ analysis: JSON.stringify({ ...stored, covered: ['存储的分析'] }) }).where('interview_id', '=', id).where('idx', '=', 0).execute();
    // an answer from before analyses were stored
    await t.app.db.updateTable('ai_interview_answer').set({ analysis: '' }).where('interview_id', '=', id).where('idx', '=', 1).execute();
    const result = await finish(me.token, id);
    expect(result.questions[0]!.covered).toEqual(['存储的分析']);
    expect(result.questions[1]!.covered).toEqual(expect.arrayContaining(['Redis', '过期']));
    expect(result.questions[1]!.score).toBeGreaterThanOrEqual(70);

    // a result frozen before reviews had labels reads back with them
    const unlabelled = { ...result, questions: result.questions.map(({ label: _label, ...q }) => q) };
    await t.app.db.updateTable('ai_interview').set({ result: JSON.stringify(unlabelled) }).where('id', '=', id).execute();
    const read = data<Answer<InterviewResult>>(await get(t.app, `/api/aiinterview/result?id=${id}`, me.token));
    expect(read.questions.map((q) => q.label)).toEqual(result.questions.map((q) => q.label));
  });

  it("scores a follow-up against its own points, and shows the reference answers of the interview's own category group", async () => {
    const me = await student();
    const s = data<Answer<InterviewSession>>(await start(me.token, { category: '会计', kind: 1, count: 3, seconds: 120 }));
    const weak = await answer(me.token, s.id, 0, WEAK, 20);
    expect(weak.session.current).toMatchObject({ number: 1, follow_up: 1 });
    await answer(me.token, s.id, 1, FOLLOW_UP_ON_POINT, 60);
    const result = await finish(me.token, s.id);
    const [intro, followUp] = result.questions;
    expect(intro!.sample_answer).toBe(INTRO.group_samples?.['财会金融'] ?? INTRO.sample);
    expect(intro!.sample_answer).not.toBe(INTRO.sample);
    // the follow-up (a representative experience) covers its own concepts, not the introduction's (学校, 专业…)
    expect(followUp).toMatchObject({ label: '第1题追问', missing: [] });
    expect(followUp!.covered).toEqual((INTRO.follow_up_keywords ?? INTRO.keywords).map((k) => k[0]));
    expect(followUp!.score).toBeGreaterThanOrEqual(70);
  });

  it(`counts starts against the daily limit (${CAREER_LIMITS.dailyInterviews}), not resumes`, async () => {
    clock = RESUME_NOW + 7_200_000;
    const me = await student();
    for (let i = 0; i < CAREER_LIMITS.dailyInterviews; i += 1) {
      const s = data<Answer<InterviewSession>>(await start(me.token));
      expect(s.code).toBe(0);
      expect(data(await start(me.token)).id).toBe(s.id);
      expect((await finish(me.token, s.id)).code).toBe(0);
    }
    expect(data(await start(me.token))).toEqual({ code: CAREER_CODE.interviewDailyLimit, msg: CAREER_MSG.interviewDailyLimit });
    clock += 86_400_000;
    expect(data(await start(me.token)).code).toBe(0);
  });
});

describe.each(DB_KINDS)('AI interview feedback by a language model on %s', (kind) => {
  const { env, server } = useChatServer();
  const t = useTestApp(kind, env, { now: () => RESUME_NOW });
  let phone = 13700000800;

  const interview = async (student?: { id: number; token: string }) => {
    const me = student ?? (await newStudent(t.app, String((phone += 1))));
    const s = data<InterviewSession>(await post(t.app, '/api/aiinterview/start', me.token, START));
    await post(t.app, '/api/aiinterview/answer', me.token, { id: s.id, index: 0, answer: INTRO_OWN, seconds_used: 50 });
    return { me, id: s.id };
  };
  const finish = async (token: string, id: number) => data<Answer<InterviewResult>>(await post(t.app, '/api/aiinterview/finish', token, { id }));

  it('writes the feedback with the model and keeps the offline scores', async () => {
    const feedback = '你的自我介绍结构清晰，事例具体。建议在回答专业问题时多结合项目数据。';
    server.behave({ kind: 'stream', pieces: [feedback.slice(0, 10), feedback.slice(10)] });
    const a = await interview();
    const before = server.received.length;
    const result = await finish(a.me.token, a.id);
    expect(result).toMatchObject({ code: 0, feedback, source: 'model' });
    // one feedback request; the rubric's requests beside it got words, not marks, and were dropped
    const feedbackAsked = server.received.slice(before).filter((r) => !isRubric(r.body));
    expect(feedbackAsked).toHaveLength(1);
    expect(feedbackAsked[0]!.body.messages.at(-1)!.content).toContain(INTRO.text);

    // the same student at the same clock gets the same plan: the same answers, so the same offline scores
    server.behave({ kind: 'status', status: 500 });
    const b = await interview(a.me);
    const offline = await finish(b.me.token, b.id);
    expect(offline.source).toBe('engine');
    expect(offline.questions.map((q) => q.text)).toEqual(result.questions.map((q) => q.text));
    expect(offline.score).toBe(result.score);
    const scores = (r: InterviewResult) => r.dimensions.map((d) => [d.key, d.score]);
    expect(scores(offline)).toEqual(scores(result));
    expect(offline.questions).toEqual(result.questions);
    expect(offline.feedback).toContain(`${offline.score}分`);
  });

  it('combines the model’s rubric marks with the engine’s scores, with its reason among the notes, and never lifts a flagged answer', async () => {
    const feedback = '自我介绍具体，有事例。';
    const marks = (mark: number) => (body: Parameters<typeof isRubric>[0]) =>
      isRubric(body)
        ? { kind: 'whole' as const, content: JSON.stringify(rubricAnswers(body).map((x) => ({ index: x.index, score: mark, reason: `回答提到“${x.answer.slice(0, 6)}”。` }))) }
        : { kind: 'stream' as const, pieces: [feedback] };
    server.behave({ kind: 'status', status: 500 });
    const a = await interview();
    const engine = await finish(a.me.token, a.id);
    expect(engine.source).toBe('engine');

    server.behave(marks(5));
    const b = await interview(a.me);
    const judged = await finish(b.me.token, b.id);
    const [own, ...unanswered] = judged.questions;
    // the intro: half the model's 100, half the engine's score; the note says which words are the model's
    expect(own!.score).toBe(Math.round(0.5 * 100 + 0.5 * engine.questions[0]!.score));
    expect(own!.notes.at(-1)).toMatch(/^面试官模型：回答提到“/);
    // unanswered questions are not sent, and keep their 0
    expect(unanswered.map((q) => q.score)).toEqual(engine.questions.slice(1).map((q) => q.score));
    expect(judged.score).toBe(Math.round(engine.score + (own!.score - engine.questions[0]!.score) / judged.questions.length));
    expect(judged.dimensions).toEqual(engine.dimensions);

    // a gamed answer: the model's top marks cannot lift it
    server.behave(marks(5));
    const me = await newStudent(t.app, String((phone += 1)));
    const s = data<InterviewSession>(await post(t.app, '/api/aiinterview/start', me.token, START));
    await post(t.app, '/api/aiinterview/answer', me.token, { id: s.id, index: 0, answer: INTRO.text, seconds_used: 20 });
    const pasted = await finish(me.token, s.id);
    server.behave({ kind: 'status', status: 500 });
    expect(pasted.questions[0]!.score).toBeLessThanOrEqual(40);
  });

  it('streams the model’s feedback as server-sent events when the page asks, the envelope last', async () => {
    const feedback = '回答有条理，事例具体。下一步请多用数据说明结果。';
    server.behave({ kind: 'stream', pieces: [feedback.slice(0, 8), feedback.slice(8)] });
    const a = await interview();
    const res = await formPost(t.app, '/api/aiinterview/finish', { id: String(a.id) }, { ...cookieOf(a.me.token), accept: 'text/event-stream' });
    expect(res.headers['content-type']).toContain('text/event-stream');
    const events = res.body.split('\n\n').filter(Boolean).map((block) => ({ event: /^event: (\w+)/m.exec(block)?.[1], data: JSON.parse(/^data: (.*)$/m.exec(block)![1]!) as Record<string, unknown> }));
    expect(events.filter((e) => e.event === 'delta').map((e) => e.data.text).join('')).toBe(feedback);
    const last = events.at(-1)!;
    expect(last.event).toBe('result');
    expect((last.data as { data: InterviewResult }).data).toMatchObject({ code: 0, feedback, source: 'model' });
    // finished: a second finish asking for a stream answers the stored result as a plain envelope
    const again = await formPost(t.app, '/api/aiinterview/finish', { id: String(a.id) }, { ...cookieOf(a.me.token), accept: 'text/event-stream' });
    expect(again.headers['content-type']).toContain('application/json');
    expect(data(again)).toEqual((last.data as { data: InterviewResult }).data);
  });

  it('falls back to the engine when the model hangs, within the request', async () => {
    server.behave({ kind: 'hang' });
    const a = await interview();
    const started = Date.now();
    const result = await finish(a.me.token, a.id);
    expect(result).toMatchObject({ code: 0, source: 'engine' });
    expect(Date.now() - started).toBeLessThan(10_000);
    server.behave({ kind: 'garbage' });
    const b = await interview();
    expect((await finish(b.me.token, b.id)).source).toBe('engine');
  });

  it('has a follow-up worded by the model for the answer, the bank’s when the model fails; the offline rule decides when', async () => {
    const me = await newStudent(t.app, String((phone += 1)));
    const s = data<InterviewSession>(await post(t.app, '/api/aiinterview/start', me.token, START));
    const worded = '你提到负责过项目，能具体说说你在其中做了哪一件事、结果如何吗？';
    server.behave({ kind: 'whole', content: worded });
    const weak = data<Answer<AiInterviewAnswered>>(await post(t.app, '/api/aiinterview/answer', me.token, { id: s.id, index: 0, answer: WEAK, seconds_used: 20 }));
    expect(weak.session.current).toMatchObject({ text: worded, follow_up: 1 });
    expect(JSON.stringify(server.received.at(-1)!.body.messages)).toContain(WEAK);

    const other = await newStudent(t.app, String((phone += 1)));
    const s2 = data<InterviewSession>(await post(t.app, '/api/aiinterview/start', other.token, START));
    server.behave({ kind: 'whole', content: '好的。这是一段很长的说明而不是一句追问，里面没有问号' });
    const fallback = data<Answer<AiInterviewAnswered>>(await post(t.app, '/api/aiinterview/answer', other.token, { id: s2.id, index: 0, answer: WEAK, seconds_used: 20 }));
    expect(fallback.session.current).toMatchObject({ text: INTRO.follow_up, follow_up: 1 });

    // a strong answer gets no follow-up, and the model is not asked
    const before = server.received.length;
    const third = await newStudent(t.app, String((phone += 1)));
    const s3 = data<InterviewSession>(await post(t.app, '/api/aiinterview/start', third.token, START));
    const strong = data<Answer<AiInterviewAnswered>>(await post(t.app, '/api/aiinterview/answer', third.token, { id: s3.id, index: 0, answer: INTRO_OWN, seconds_used: 50 }));
    expect(strong.session.current?.follow_up).toBe(0);
    expect(server.received.length).toBe(before);
  });
});
