import { analyzeAnswer } from '../src/ai/interview/analysis';
import { bankQuestion } from '../src/ai/interview/bank';
import { OWN_CASE_NAMED } from '../src/ai/interview/spoken-cues';
import { scoreOne } from './ai-interview-answers';
import { expectWithinMs } from './timing';

/**
 * interview.gaming.stuffed.own-case: a story that opens on a case of the student's own (我参加过学院的一个建模比赛) is set
 * as 有一次 sets one, and is not read as the field's keywords stuffed.
 */
const CONTEST = bankQuestion('algo-12')!;
const ALGO = { category: '算法工程师', group: '技术' };
const STORY =
  '我参加过学院的一个文本分类比赛，题目是把外卖差评按原因分成五类，训练数据两万多条。我用中文BERT做基线，验证集F1只有六十出头，翻了分错的评论，发现很多“送得慢”和“态度差”混在一句里。后来改成多标签，又把少的两类做了回译增强，F1到了七十三。最后拿了二等奖，我学会了先看错例再改模型。';

describe('interview.gaming.stuffed.own-case: a story opening on a case of the student\'s own', () => {
  it('reads the count after a short owner (学院的一个) as a case named, and the story as set', () => {
    expect(OWN_CASE_NAMED.test('我参加过学院的一个文本分类比赛，')).toBe(true);
    expect(OWN_CASE_NAMED.test('我做过系里的一次调研，')).toBe(true);
    expect(analyzeAnswer(CONTEST, STORY, { seconds: 120, seconds_used: 60, late: 0 }).gaming).toBeNull();
    expect(scoreOne(CONTEST, STORY, ALGO).score).toBeGreaterThanOrEqual(60);
  });

  it('leaves alone experience with no count, and a pile of terms that opens on one', () => {
    expect(OWN_CASE_NAMED.test('我参加过学校的很多比赛，')).toBe(false);
    expect(OWN_CASE_NAMED.test('我参加过学校组织的各种各样比赛的一个，')).toBe(false);
    const pile =
      '我做过一个项目，用了ResNet、Transformer、BERT、XGBoost、LightGBM，做过特征工程、调参、模型融合、数据增强、过采样，复现过论文，准确率、召回率、F1、AUC都提升了，部署用了Docker和K8s，Redis缓存，Kafka消息队列。';
    expect(scoreOne(CONTEST, pile, ALGO).score).toBeLessThanOrEqual(40);
  });

  it('reads a 5,000-character opening of near matches in well under 50 ms', () => {
    const hostile = '我参加过学校的学院的'.repeat(500);
    expectWithinMs(() => OWN_CASE_NAMED.test(hostile), 50);
  });
});
