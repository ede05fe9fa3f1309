// Rules of the fifty-second and fifty-third batches (docs/api-ai-career.md): a numbered list the student introduces in
// their own voice is their answer, not a chatbot's reply (reference-text.ts ownListIntro, OWN_STEPS_SHARE).
import { chatbotCuesOf, ownListIntro, readsAsReference } from '../src/ai/interview/reference-text';
import { CHATBOT_CUES_MIN } from '../src/ai/interview/weights';

const REVIEW = { text: '如何组织一次需求评审？' };
const LIMIT = { text: '如何设计接口限流？' };
const LIMIT_ITEMS =
  '\n1. 令牌桶：按固定速率往桶里放令牌，请求拿到令牌才处理，能应对突发流量。\n2. 漏桶：请求先进队列，再按固定速率流出，输出很平滑。\n3. 计数器：每秒计一次数，超过阈值直接返回429，实现最简单。';

describe('interview.gaming.reference.own-intro: a list introduced in the student’s own voice', () => {
  it('reads a list after the student’s own definition (就是) as their answer', () => {
    const own = `限流就是在流量超过系统能扛的量时，主动拒绝一部分请求。常用做法：${LIMIT_ITEMS}`;
    expect(ownListIntro(own)).toBe(true);
    expect(chatbotCuesOf(own, LIMIT)).toBeLessThan(CHATBOT_CUES_MIN);
    expect(readsAsReference(own, LIMIT)).toBe(false);
  });

  it('reads a first-person list whose items are half sentences, half labels, as the student’s', () => {
    const own =
      '我觉得一次好的需求评审，要让每个人会后都知道自己要做什么。我一般这样准备：\n1. 背景：这个需求为什么要做，解决用户的什么问题，用一两句话说清。\n2. 范围：这期做什么、不做什么，写在第一页。\n3. 验收标准。\n4. 风险：依赖哪个团队的接口，排期有没有冲突，提前约好人。\n5. 时间点。\n上次评审我没写范围，会上吵了半个小时。';
    expect(ownListIntro(own)).toBe(true);
    expect(chatbotCuesOf(own, REVIEW)).toBeLessThan(CHATBOT_CUES_MIN);
    expect(readsAsReference(own, REVIEW)).toBe(false);
  });

  it('still reads the same list after a printed definition (是指…如下) as pasted', () => {
    const printed = `限流是指在流量超过系统承载能力时拒绝部分请求的机制。常见方案如下：${LIMIT_ITEMS}`;
    expect(ownListIntro(printed)).toBe(false);
    expect(chatbotCuesOf(printed, LIMIT)).toBeGreaterThanOrEqual(CHATBOT_CUES_MIN);
    expect(readsAsReference(printed, LIMIT)).toBe(true);
  });

  it('still counts bare labels, or mostly labels, under an own intro as list marks', () => {
    const labels = '我觉得需求评审可以这样准备：\n1. 背景\n2. 范围\n3. 验收标准\n4. 风险\n5. 排期';
    expect(ownListIntro(labels)).toBe(true);
    expect(chatbotCuesOf(labels, REVIEW)).toBeGreaterThanOrEqual(CHATBOT_CUES_MIN);
    const mostly = '我觉得需求评审可以这样准备：\n1. 背景：这个需求为什么要做，解决用户的什么问题。\n2. 范围\n3. 验收标准\n4. 风险\n5. 排期';
    expect(chatbotCuesOf(mostly, REVIEW)).toBeGreaterThanOrEqual(CHATBOT_CUES_MIN);
  });

  it('takes no intro from a list that opens the answer', () => {
    expect(ownListIntro(LIMIT_ITEMS.trim())).toBe(false);
  });
});
