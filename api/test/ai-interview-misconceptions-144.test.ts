import { attributionErrorsOf, wrongAttributionsOf } from '../src/ai/interview/attributions';
import { misconceptionsOf } from '../src/ai/interview/misconceptions';
import { expectEachPatternQuick, expectNearMatchesQuiet, expectWrongTwinCapped } from './misconception-checks';
import { WHOLE_READ_MS } from './timing';

/**
 * Wrong facts told fluently on nine knowledge questions (the hundred-and-forty-fourth and forty-fifth batches): each
 * named as a class of claim, in words other than any rated answer's, and the right statement of the same matter left
 * alone.
 */
describe('interview.misconception: the 144th and 145th batches’ wrong facts', () => {
  it.each([
    ['legal-03', '风险代理是打赢了才收钱的方式，任何案件都可以这么约定。律师和客户谈风险代理时，提成比例没有上限。', 2],
    ['mech-07', '标同轴度0.02，就是两段轴的直径之差不能超过0.02。测全跳动时不需要旋转工件。', 2],
    ['editor-03', '折校的做法是校样对折后只核上半部分。校出的错字要用红笔改在作者的原稿上。', 2],
    ['sales-12', '握手时应该让来访的一方先伸手。交换名片时单手就行，而且收下的名片直接塞进裤兜。', 2],
    ['java-13', 'RabbitMQ不支持生产者确认，这是Kafka特有的。死信指的是已经正常消费的消息。', 2],
    ['sales-08', '我们的返利可以一级一级往下算，一直算到第四级。传销的关键在于没有真实的商品。', 2],
    ['trans-09', 'XBench是SDL的插件，离开了SDL就没法用。同一个术语用多种译法挺好，术语表只用在开头几章。', 2],
    ['teacher-13', 'TPACK里的T是Test，P是PPT。一节课技术用得越多，融合就越深。', 2],
    ['newmedia-08', '群主对群里的内容没有任何责任。合作商家要成员信息的话，我们可以把电话导出来卖给他们。', 2],
  ] as [string, string, number][])('%s: each error of a fluent wrong answer is named', (id, answer, errors) => {
    expect(misconceptionsOf(answer, id)).toHaveLength(errors);
  });

  it.each([
    ['legal-03', '风险代理只适用于民事和经济纠纷，刑事、行政诉讼、国家赔偿和群体性案件禁止风险代理，收费按标的额分段封顶。'],
    ['mech-07', '同轴度的公差带是直径φ0.02的圆柱，基准是轴线。测全跳动时工件绕基准轴线旋转，表沿轴向移动。键槽常标对称度。'],
    ['editor-03', '折校是把校样折起来压在原稿上逐行对照。读校要两个人，一人念原稿，一人看校样。改动用校对符号标在校样上。'],
    ['sales-12', '握手一般等领导或女士先伸手，握三秒左右。递名片要双手，字朝向客户。进门等客户让座再坐下。'],
    ['java-13', 'RabbitMQ的生产者确认是Broker收到并持久化后回的。死信是被拒绝不重回队列或者过期的消息，死信队列要有告警。'],
    ['sales-08', '老客户转介绍成功我们送一次礼品，只奖励直接介绍人。按层级拉人头计酬属于传销，《禁止传销条例》现在仍然有效。'],
    ['trans-09', 'Xbench是ApSIC出的独立质检工具，能导入Trados和memoQ的文件。术语前后要统一，Xbench报出的不一致要逐条核对。'],
    ['teacher-13', 'TPACK是技术知识、教学法知识和学科内容知识的整合。技术用得多不等于融合得好，备课先定目标再选技术。'],
    ['newmedia-08', '《互联网群组信息服务管理规定》要求群主履行管理责任。群里发广告也要守广告法，成员的手机号不能外泄。'],
  ])('%s: a near miss that says the matter rightly fires nothing', (id, answer) => {
    expect(misconceptionsOf(answer, id)).toEqual([]);
  });

  it('a correction in the wrong statement’s sentence or clause fires nothing', () => {
    expect(misconceptionsOf('很多人以为刑事案件也可以风险代理，这是错的。', 'legal-03')).toEqual([]);
    expect(misconceptionsOf('死信并不是成功消费的消息。', 'java-13')).toEqual([]);
    expect(misconceptionsOf('有人说传销的标准是没有真实产品，这不对。', 'sales-08')).toEqual([]);
    expect(misconceptionsOf('群主不能说对群里的内容不承担责任，这是误区。', 'newmedia-08')).toEqual([]);
    expect(misconceptionsOf('握手让来访的一方先伸手是失礼的。', 'sales-12')).toEqual([]);
  });

  it('names the originators of TPACK, Xbench and 《互联网群组信息服务管理规定》', () => {
    expect(wrongAttributionsOf('TPACK是谷歌提出来的。').map((w) => w.key)).toEqual(['TPACK']);
    expect(wrongAttributionsOf('Xbench是SDL公司推出的。').map((w) => w.key)).toEqual(['Xbench']);
    expect(wrongAttributionsOf('《互联网群组信息服务管理规定》是工业和信息化部发布的。').map((w) => w.key)).toEqual(['互联网群组信息服务管理规定']);
    expect(attributionErrorsOf('TPACK是Mishra和Koehler在2006年提出的。Xbench是ApSIC推出的。《互联网群组信息服务管理规定》是国家网信办2017年发布的。')).toEqual([]);
    expect(wrongAttributionsOf('我们用Xbench做质检，课上也讲TPACK。')).toEqual([]);
  });

  it('caps a fluent message-queue answer told wrong twice at MANY_ERRORS_CAP, and leaves the right one above ERROR_CAP', () => {
    const wrong = '保证消息不丢，我会从生产、存储和消费三段看。生产者确认是Kafka特有的，RabbitMQ没有。存储上队列和消息都设成持久化，集群做镜像。死信就是消费成功后归档的消息，用来对账。消费端关掉自动ack，处理成功再手动ack，并做好幂等。';
    const right = '保证消息不丢，我会从生产、存储和消费三段看。RabbitMQ开启publisher confirm，Broker落盘后回确认。存储上队列和消息都设成持久化，集群做镜像。处理失败又不重回队列的消息进死信队列，我们给它配了告警。消费端关掉自动ack，处理成功再手动ack，并做好幂等。';
    expectWrongTwinCapped('java-13', { category: 'Java开发', group: '技术' }, wrong, right);
  });

  const near = [
    ['legal-03', '风险代理和刑事，所有案件和比例，提成和上限，分成和一半，'],
    ['mech-07', '同轴度和直径，全跳动和圆度，对称度和圆柱，键槽和方孔，φ和公差值，'],
    ['editor-03', '折校和上半页，读校和原稿，毛校和主编，原稿和校样，红笔和改动，'],
    ['sales-12', '握手和拜访，领导和女士，名片和单手，文字和朝向，裤兜和主位，'],
    ['java-13', '生产者确认和Kafka，RabbitMQ和confirm，死信和消费，事务消息和回滚，'],
    ['sales-08', '返利和层级，一层和往下，传销和产品，条例和废止，'],
    ['trans-09', 'Xbench和Trados，QA和拼写，术语和译法，目标不一致和修改，术语表和章节，'],
    ['teacher-13', 'TPACK和课件，技术和学科，教材和软件，技术和融合，'],
    ['newmedia-08', '群主和责任，工信部和规定，广告法和群，处方药和理财，手机号和商家，'],
  ] as const;

  // a few ms on an idle machine for the whole question, far more in CI while other suites' workers hold both cores
  it('reads a 5,000-character answer of near matches within WHOLE_READ_MS', () => {
    expectNearMatchesQuiet(near, WHOLE_READ_MS);
  });

  it('runs each pattern of the nine questions over such an answer in well under 50 ms', () => {
    expectEachPatternQuick(near, 50);
  });
});
