// The criteria the language model scores interview answers on, one short rubric prompt each (model-rubric.ts
// sends one request per criterion for all the answers of an interview). Scoring one criterion at a time against
// anchored marks is how published work gets model scores of interview transcripts close to expert raters'.
import type { BankQuestion } from './bank';

export type CriterionKey = 'relevance' | 'example' | 'structure' | 'integrity';

export type Criterion = {
  key: CriterionKey;
  label: string;
  /** whether an answer to this bank question (undefined: not in a bank) is judged on the criterion */
  applies: (question: BankQuestion | undefined) => boolean;
  /** whether the model also reads the bank's sample answer (to tell an answer copied from it) */
  reference: boolean;
  /** what the criterion judges, then what each mark from 5 down to 1 means */
  rubric: string;
};

const always = () => true;

export const CRITERIA: readonly Criterion[] = [
  {
    key: 'relevance',
    label: '相关与准确',
    applies: always,
    reference: false,
    rubric: [
      '评分标准：相关与准确——回答是否切题、内容是否正确。请对照该题的要点（points）判断，要点可以用自己的话说出，不必逐字对应。',
      '5分：紧扣问题，基本谈到了要点，说法正确；',
      '4分：切题，谈到了大部分要点，个别地方不够准确或不够深入；',
      '3分：大体切题，但只谈到少数要点，或有明显不准确的地方；',
      '2分：与问题关系不大，或主要内容有误；',
      '1分：答非所问、内容错误，或几乎没有实质内容。',
    ].join('\n'),
  },
  {
    key: 'example',
    label: '具体事例',
    applies: (question) => question?.example === true,
    reference: false,
    rubric: [
      '评分标准：具体事例——这些问题都要求结合亲身经历回答。看回答是否讲了一件具体的事：当时的情况、自己做了什么、结果怎样。',
      '5分：讲了一件具体的亲身经历，说清了自己的行动和结果（最好有数字）；',
      '4分：有具体的经历和自己的行动，但结果说得笼统；',
      '3分：提到了一段经历，但只是概括，看不出自己具体做了什么；',
      '2分：只有泛泛的态度或打算（如“我会……”），没有真实的事例；',
      '1分：没有任何事例。',
    ].join('\n'),
  },
  {
    key: 'structure',
    label: '表达结构',
    applies: always,
    reference: false,
    rubric: [
      '评分标准：表达结构——把回答当作当面说的话来听：面试官能不能顺畅地听懂、跟上思路。不要求使用“首先、其次、最后”之类的连接词，先后清楚、重点明确即可；语音转写造成的错字和缺少标点不扣分。',
      '5分：条理清楚，重点突出，听一遍就能复述；',
      '4分：整体清楚，个别地方跳跃或重复；',
      '3分：能听懂大意，但顺序混乱或重点不明；',
      '2分：零散、前后跳跃，要反复琢磨才能明白；',
      '1分：听不懂，或只是词语的堆砌。',
    ].join('\n'),
  },
  {
    key: 'integrity',
    label: '作答真实性',
    applies: always,
    reference: true,
    rubric: [
      '评分标准：作答真实性——判断学生是在认真回答这个问题，还是在钻评分规则的空子。以下都属于钻空子：堆砌关键词或术语而说不成完整的意思；堆砌“首先、其次、总之”之类的连接词和套话；把问题原文照抄一遍；照搬参考答案（reference）；反复说同样的话凑字数；说与问题无关的内容。回答得不好但确实在认真作答，不算钻空子。',
      '5分：认真作答；',
      '4分：基本是认真作答，个别地方有套话；',
      '3分：套话较多，但仍在回答问题；',
      '2分：大部分内容是堆砌、照抄或凑字数；',
      '1分：明显是关键词或套话的堆砌、照抄问题或参考答案，或完全离题。',
    ].join('\n'),
  },
];

/** The frame every criterion's prompt shares: what comes in, and the only answer accepted. */
export function systemPrompt(criterion: Criterion): string {
  return [
    `你是校园招聘的资深面试官，正在按“${criterion.label}”这一项标准，为一场模拟面试的每个回答打分，其他方面一概不考虑。`,
    '输入是JSON：answers 数组的每一项有 index（编号）、question（问题）、points（好的回答应谈到的要点）和 answer（学生的回答，可能是语音转写）' +
      (criterion.reference ? '，以及 reference（该题的参考答案）' : '') +
      '。',
    criterion.rubric,
    '只输出一个JSON数组，每个回答对应一项，不要输出其他文字：[{"index": 编号, "score": 1到5的整数, "reason": "一句话理由"}]。理由要用引号引用学生回答中的原话。',
  ].join('\n');
}
