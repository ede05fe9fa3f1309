import { misconceptionsOf } from '../src/ai/interview/misconceptions';
import { expectAddedQuietOnFairAnswers, expectEachPatternQuick, expectNearMatchesQuiet } from './misconception-checks';
import { WHOLE_READ_MS } from './timing';

/**
 * Wrong facts told fluently on five knowledge questions (the hundred-and-fifty-eighth batch): marriage and childbirth
 * asked and scored in a structured interview, half-structured read as half the candidates; margin percentages read
 * off the element's own size, align-self put on the parent; $attrs written to by the child, state "lifted" into
 * children; 2PC without a coordinator, TCC's Cancel run on success, Seata and Saga swapped; @ConditionalOnMissingBean
 * read as failing startup, binding read as yml-only. Each named as a class of claim, in words other than any rated
 * answer's, and the right statement of the same matter left alone.
 */
describe('interview.misconception: the 158th batch’s wrong facts', () => {
  it.each([
    ['hr-07', '面试要先逐项问清候选人婚否和生育计划。有孩子的应聘者优先录用。半结构化面试是部分应聘者用统一题目。', 2],
    ['fe-07', '负margin居中时，margin的百分比按元素自身的高度算。要单独居中某个子项，在父容器上设置align-self即可。', 2],
    ['fe-03', '子组件可以直接修改$attrs来通知父组件。所谓状态提升，是把状态挪到子组件里。', 2],
    ['java-10', '两阶段提交不用协调者，各服务自己提交。Saga是阿里巴巴的开源框架。', 2],
    ['java-11', '加了ConditionalOnMissingBean，没有这个Bean启动时就报错。配置绑定只支持yml。', 2],
  ] as [string, string, number][])('%s: each error of a fluent wrong answer is named', (id, answer, errors) => {
    expect(misconceptionsOf(answer, id)).toHaveLength(errors);
  });

  it.each([
    ['hr-07', '结构化面试的题目都围绕岗位胜任力设计，不问婚育和籍贯，按统一的评分标准打分。半结构化面试是核心题目统一，追问可以灵活。'],
    ['fe-07', '绝对定位top和left设50%，再用transform: translate(-50%, -50%)按自身宽高回拉；margin的百分比相对包含块的宽度。align-self写在子元素上，覆盖父容器的align-items。'],
    ['fe-03', '$attrs里是没有被props接收的属性，可以用v-bind="$attrs"透传给孙组件。状态提升是把兄弟组件共享的状态放到最近的共同父组件。'],
    ['java-10', '2PC由协调者先让参与者准备，再统一提交或回滚，准备后参与者会阻塞。TCC里Try成功后执行Confirm，失败执行Cancel。Seata是阿里开源的框架，Saga是最终一致，要写补偿。'],
    ['java-11', '@ConditionalOnMissingBean在容器里没有该Bean时才创建，用户定义了同类型Bean，自动配置就让位。yml和properties都能绑定，debug=true会打印条件评估报告。'],
  ])('%s: a near miss that says the matter rightly fires nothing', (id, answer) => {
    expect(misconceptionsOf(answer, id)).toEqual([]);
  });

  it('a correction in the wrong statement’s clause fires nothing', () => {
    expect(misconceptionsOf('已婚已育的加分是违法的。', 'hr-07')).toEqual([]);
    expect(misconceptionsOf('以为margin百分比按自身宽高算是误区。', 'fe-07')).toEqual([]);
    expect(misconceptionsOf('$attrs不是双向的。', 'fe-03')).toEqual([]);
  });

  // the entries this batch added, the last of each question's list
  const added: Record<string, number> = { 'hr-07': 2, 'fe-07': 2, 'fe-03': 2, 'java-10': 2, 'java-11': 2 };

  it('no entry added fires on an answer of the rated sets that either rater put at 3 or more', () => {
    expectAddedQuietOnFairAnswers(added, 20);
  });

  const near = [
    ['hr-07', '婚否和必须，已婚和减分，半结构化和一半，压力和结构化面试，未婚和稳定，'],
    ['fe-07', 'margin和百分比，align-self和父，父元素上和align，百分比和自身，'],
    ['fe-03', '$attrs和单向，直接和$attrs，状态提升和子组件，render props和Hook，'],
    ['java-10', '2PC和协调者，两阶段提交和阻塞，Cancel和成功，Saga和阿里，Seata和模式，'],
    ['java-11', 'OnMissingBean和创建，自动配置Bean和优先，只认和properties，debug=true和打印，'],
  ] as const;

  // a few ms on an idle machine for the whole question, far more in CI while other suites' workers hold both cores
  it('reads a 5,000-character answer of near matches within WHOLE_READ_MS', () => {
    expectNearMatchesQuiet(near, WHOLE_READ_MS);
  });

  it('runs each pattern of the five questions over such an answer in well under 50 ms', () => {
    expectEachPatternQuick(near, 50);
  });
});
