import type { AiModelConfig } from '../src/config';
import { bankQuestion } from '../src/ai/interview/bank';
import { modelAnswerScores, readMarks } from '../src/ai/interview/model-rubric';
import { combineInterview, combineScores, engineFlagged, markToScore, modelFlagged, modelScore, type RubricMarks } from '../src/ai/interview/rubric-combine';
import { CRITERIA, type CriterionKey } from '../src/ai/interview/rubric-prompts';
import type { AnsweredQuestion } from '../src/ai/interview/score-interview';
import { useChatServer, type ChatBehaviour, type ChatRequestBody } from './ai-chat-server';

const asked = (index: number, id: string, answer: string): AnsweredQuestion => ({ index, question_id: id, text: bankQuestion(id)!.text, follow_up: 0, answer, seconds_used: 60, late: 0 });

// common-03, -09 and -16 ask for an example; -06 and -10 do not
const QUESTIONS = [
  asked(0, 'common-03', '去年做课程项目时，我和组员对技术选型意见不合，他想用Vue，我想用React。我们以按时交付为共同目标，各做了一个小原型，用加载时间和开发进度来比较，最后选了React，项目提前两天完成。有问题可以打我电话13912345678。'),
  asked(1, 'common-06', '我的规划分两个阶段。前两年扎实做好前端开发，熟悉业务，把工程化和性能优化能力提上来；三到五年希望能独立负责一个模块，带新人。'),
  asked(2, 'common-09', '嗯，这个我没怎么想过。'),
  asked(3, 'common-10', ''),
  asked(4, 'common-16', '首先 发现问题 主动 推动 方案 落实 数据 效果 提升 其次 沟通 协作 最后 总之 因此 结果'),
];
// The engine's question scores as scoreInterview reports them (`questions[i].score`): question 2 is flagged (≤ 40),
// and the keyword salad of question 4 fooled it.
const ENGINE = [{ score: 72 }, { score: 64 }, { score: 22 }, { score: 0 }, { score: 85 }];

type SentAnswer = { index: number; question: string; points: string[]; answer: string; reference?: string };
const criterionOf = (body: ChatRequestBody) => CRITERIA.find((c) => body.messages[0]!.content.includes(`按“${c.label}”`))!.key;
const answersOf = (body: ChatRequestBody) => (JSON.parse(body.messages[1]!.content.split('回答（JSON）：\n')[1]!) as { answers: SentAnswer[] }).answers;

/** A model that marks each criterion as planned (index → mark), or behaves as told for it. */
function model(plan: Record<CriterionKey, Record<number, unknown> | ChatBehaviour>, delayMs = 0) {
  return (body: ChatRequestBody): ChatBehaviour => {
    const marks = plan[criterionOf(body)];
    if ('kind' in marks) return marks as ChatBehaviour;
    const items = answersOf(body)
      .filter((a) => a.index in marks)
      .map((a) => ({ index: a.index, score: marks[a.index], reason: `回答说“${a.answer.slice(0, 10)}”。` }));
    return { kind: 'stream', pieces: ['```json\n', JSON.stringify(items), '\n```'], delayMs };
  };
}

describe('the model’s rubric marks against an OpenAI-compatible server', () => {
  const { env, server } = useChatServer();
  const config = (): AiModelConfig => ({ baseUrl: env.AI_BASE_URL!, apiKey: env.AI_API_KEY!, model: env.AI_MODEL!, timeoutMs: Number(env.AI_TIMEOUT_MS) });

  it('asks each criterion once for all the answers at the same time, with the question, its points and the answer masked, and combines the marks as documented', async () => {
    server.behave(
      model(
        {
          relevance: { 0: 5, 1: 4, 2: 5, 4: 3 },
          example: { 0: 4, 2: 5, 4: 2 },
          structure: { 0: 4, 1: 3, 2: 5, 4: 1 },
          integrity: { 0: 5, 1: 5, 2: 5, 4: 1 },
        },
        250,
      ),
    );
    const before = server.received.length;
    const started = Date.now();
    const rubric = (await modelAnswerScores(config(), { category: '前端开发', questions: QUESTIONS }))!;
    // four answers of three pieces each 250 ms apart: one after another they would take 3 s
    expect(Date.now() - started).toBeLessThan(2000);

    const sent = server.received.slice(before).map((r) => r.body);
    expect(sent.map(criterionOf).sort()).toEqual(['example', 'integrity', 'relevance', 'structure']);
    for (const body of sent) {
      const answers = answersOf(body);
      // the empty answer is not sent; only questions asking for an example are judged on it
      expect(answers.map((a) => a.index)).toEqual(criterionOf(body) === 'example' ? [0, 2, 4] : [0, 1, 2, 4]);
      expect(answers[0]).toMatchObject({ question: QUESTIONS[0]!.text, points: bankQuestion('common-03')!.points });
      expect(answers[0]!.answer).toContain('电话【手机号】');
      expect(JSON.stringify(body)).not.toContain('13912345678');
      // only the integrity check reads the sample answer, to tell one copied from it
      expect(answers[0]!.reference).toBe(criterionOf(body) === 'integrity' ? bankQuestion('common-03')!.sample : undefined);
      expect(body.messages[0]!.content).toContain('1到5的整数');
    }

    expect(rubric.dropped).toEqual([]);
    expect(rubric.marks).toEqual([
      { relevance: 5, example: 4, structure: 4, integrity: 5 },
      { relevance: 4, structure: 3, integrity: 5 },
      { relevance: 5, example: 5, structure: 5, integrity: 5 },
      {},
      { relevance: 3, example: 2, structure: 1, integrity: 1 },
    ]);
    expect(rubric.reasons[1]).toEqual({ relevance: '回答说“我的规划分两个阶段。”。', structure: '回答说“我的规划分两个阶段。”。', integrity: '回答说“我的规划分两个阶段。”。' });
    // 0: model (100+75+75)/3 = 83.3, 0.5×83.3 + 0.5×72 = 77.7; 1: (75+50)/2 = 62.5 → 63.25;
    // 2: flagged by the engine, the model's 100 cannot raise 22; 3: empty; 4: flagged by the model, min(25, 85)
    expect(combineInterview(ENGINE, rubric)).toEqual([78, 63, 22, 0, 25]);
  });

  it('never raises an answer the engine or the integrity check flagged, however high the other marks', async () => {
    const top = { 0: 5, 1: 5, 2: 5, 4: 5 };
    server.behave(model({ relevance: top, example: { 0: 5, 2: 5, 4: 5 }, structure: top, integrity: { 0: 5, 1: 5, 2: 5, 4: 2 } }));
    const rubric = await modelAnswerScores(config(), { category: '前端开发', questions: QUESTIONS });
    expect(combineInterview(ENGINE, rubric)).toEqual([86, 82, 22, 0, 85]);
  });

  it('keeps the engine’s scores when every criterion answers garbage, words, another JSON shape or an error status', async () => {
    for (const behaviour of [
      { kind: 'garbage' },
      { kind: 'whole', content: '好的，我来逐题打分：第一题4分。' },
      { kind: 'whole', content: '{"scores":[{"index":0,"score":4,"reason":"好"}]}' },
      { kind: 'status', status: 500 },
    ] as const) {
      server.behave(behaviour);
      const rubric = (await modelAnswerScores(config(), { category: '前端开发', questions: QUESTIONS }))!;
      expect(rubric.dropped.map((d) => d.criterion).sort()).toEqual(['example', 'integrity', 'relevance', 'structure']);
      expect(rubric.marks[1]).toEqual({ relevance: null, structure: null, integrity: null });
      expect(combineInterview(ENGINE, rubric)).toEqual(ENGINE.map((e) => e.score));
    }
  });

  it('gives up on a model that hangs, at the adapter’s time limit or at the caller’s deadline, and keeps the engine’s scores', async () => {
    server.behave({ kind: 'hang' });
    let started = Date.now();
    let rubric = (await modelAnswerScores(config(), { category: '前端开发', questions: QUESTIONS }))!;
    expect(Date.now() - started).toBeLessThan(3000);
    expect(rubric.dropped).toHaveLength(4);
    expect(combineInterview(ENGINE, rubric)).toEqual(ENGINE.map((e) => e.score));

    started = Date.now();
    rubric = (await modelAnswerScores({ ...config(), timeoutMs: 9000 }, { category: '前端开发', questions: QUESTIONS, signal: AbortSignal.timeout(400) }))!;
    expect(Date.now() - started).toBeLessThan(1400);
    expect(rubric.dropped).toHaveLength(4);
  });

  it('drops only the criterion with a missing item, a mark out of range or a late answer; the engine’s score stands in for it', async () => {
    server.behave(
      model({
        relevance: { 0: 5, 2: 4, 4: 3 }, // no mark for answer 1
        example: { 0: 4, 2: 5, 4: 2 },
        structure: { 0: 6, 1: 3, 2: 5, 4: 1 }, // 6 is out of range
        integrity: { kind: 'hang' },
      }),
    );
    const rubric = (await modelAnswerScores(config(), { category: '前端开发', questions: QUESTIONS }))!;
    expect(rubric.dropped.map((d) => d.criterion).sort()).toEqual(['integrity', 'relevance', 'structure']);
    expect(rubric.marks[0]).toEqual({ relevance: null, example: 4, structure: null, integrity: null });
    expect(rubric.reasons[0]).toEqual({ example: '回答说“去年做课程项目时，我”。' });
    // 0: model (72+75+72)/3 = 73 → 72.5; 1: no mark came, the engine's; 2: flagged, min(22, 35); 4: (85+25+85)/3 = 65 → 75
    expect(combineInterview(ENGINE, rubric)).toEqual([73, 64, 22, 0, 75]);
  });

  it('sends nothing without configuration, and the engine’s scores stand', async () => {
    const before = server.received.length;
    const rubric = await modelAnswerScores({ baseUrl: '', apiKey: '', model: '', timeoutMs: 1000 }, { category: '前端开发', questions: QUESTIONS });
    expect(rubric).toBeNull();
    expect(server.received.length).toBe(before);
    expect(combineInterview(ENGINE, rubric)).toEqual([72, 64, 22, 0, 85]);
  });
});

describe('readMarks', () => {
  const item = (index: number, score: unknown, reason: unknown = '回答提到“原型”。') => ({ index, score, reason });
  const text = (items: unknown[]) => JSON.stringify(items);

  it('reads the JSON array out of words or a code fence, one item for each index sent', () => {
    expect(readMarks(`评分如下：\n\`\`\`json\n${text([item(2, 3), item(0, 5)])}\n\`\`\``, [0, 2])).toEqual([
      { index: 2, score: 3, reason: '回答提到“原型”。' },
      { index: 0, score: 5, reason: '回答提到“原型”。' },
    ]);
  });

  it('refuses a missing, doubled or unasked index, a mark outside 1-5 or not a whole number, and a missing or overlong reason', () => {
    for (const items of [
      [item(0, 5)],
      [item(0, 5), item(0, 4), item(2, 3)],
      [item(0, 5), item(2, 3), item(7, 3)],
      [item(0, 0), item(2, 3)],
      [item(0, 6), item(2, 3)],
      [item(0, 4.5), item(2, 3)],
      [item(0, '5'), item(2, 3)],
      [item(0, 5, ''), item(2, 3)],
      [item(0, 5, '很'.repeat(201)), item(2, 3)],
      [{ score: 5, reason: '好' }, item(2, 3)],
    ]) {
      expect(() => readMarks(text(items), [0, 2])).toThrow();
    }
    expect(() => readMarks('第一题5分，第三题3分', [0, 2])).toThrow();
    expect(() => readMarks('{"0":5,"2":3}', [0, 2])).toThrow();
  });
});

describe('combineScores', () => {
  it('weighs the model’s mean mark on 0-100 and the engine’s score half and half', () => {
    expect(markToScore(1)).toBe(0);
    expect(markToScore(5)).toBe(100);
    expect(combineScores({ score: 60 }, { relevance: 5, example: 3, structure: 4, integrity: 5 })).toBe(Math.round(0.5 * 75 + 0.5 * 60));
    // a criterion that does not apply is left out of the mean; integrity only gates
    expect(modelScore({ relevance: 4, structure: 2, integrity: 3 }, { score: 60 })).toBe(50);
  });

  it('lets the engine’s score stand for a dropped criterion, and alone when no mark came', () => {
    expect(modelScore({ relevance: 5, example: null, structure: null }, { score: 40 })).toBe(60);
    expect(modelScore({ relevance: null, structure: null, integrity: 1 }, { score: 70 })).toBeNull();
    expect(combineScores({ score: 70 }, { relevance: null, structure: null, integrity: 1 })).toBe(70);
    expect(combineScores({ score: 70 }, {})).toBe(70);
  });

  it('never gives a flagged answer more than the engine did, for any marks', () => {
    const marks = [1, 2, 3, 4, 5];
    const wrong: unknown[] = [];
    for (const engine of [0, 20, 40, 41, 60, 85, 100]) {
      for (const relevance of marks)
        for (const example of [...marks, undefined])
          for (const structure of marks)
            for (const integrity of marks) {
              const m: RubricMarks = { relevance, structure, integrity, ...(example ? { example } : {}) };
              const final = combineScores({ score: engine }, m);
              const flagged = engineFlagged({ score: engine }) || modelFlagged(m);
              const overModel = modelFlagged(m) && final > Math.round(modelScore(m, { score: engine })!);
              if ((flagged && final > engine) || overModel || final < 0 || final > 100) wrong.push({ engine, m, final });
            }
    }
    expect(wrong).toEqual([]);
    // the bounds themselves: 40 is flagged, 41 is not; an integrity mark of 2 flags, 3 does not
    expect(combineScores({ score: 40 }, { relevance: 5, structure: 5 })).toBe(40);
    expect(combineScores({ score: 41 }, { relevance: 5, structure: 5 })).toBe(71);
    expect(combineScores({ score: 80 }, { relevance: 5, structure: 5, integrity: 2 })).toBe(80);
    expect(combineScores({ score: 80 }, { relevance: 5, structure: 5, integrity: 3 })).toBe(90);
  });
});
