import { misconceptionsOf } from '../src/ai/interview/misconceptions';
import { expectAddedQuietOnFairAnswers, expectEachPatternQuick, expectNearMatchesQuiet } from './misconception-checks';
import { WHOLE_READ_MS } from './timing';

/**
 * Wrong facts told fluently (the hundred-and-eighty-second and -eighty-third batches): profile tolerances called a
 * roughness mark, a boxed dimension called a reference one to ignore (mech-07); a price raised before its discount and
 * pricing said free of law, gifts said outside the product quality law, prizes without a cap (mkt-03); robots.txt said
 * void, bought accounts used to scrape, public images and copy said free to take (mkt-04); relief and run-out grooves
 * dropped, tiny threads to save material, engagement the longer the firmer (mech-09); RUN and CMD swapped between build
 * and start, multi-stage builds said to grow the image, Kubernetes called a GUI (ops-03); root and alias said alike,
 * try_files called load balancing, 413 blamed on connections (ops-06); an attention span of seconds proven by
 * experiment, the platform swiping for the viewer, clips of a few seconds (newmedia-07); CLV as the first order, churn
 * as old over new customers (sales-08); 场景法 as the happy path only, 因果图 as a deployment diagram, production
 * passwords in tests (qa-01); 马太效应 as the weak catching up alone, labelling as a spur (teacher-09); the Agile
 * Manifesto given to a company and its values reversed (pm-15); flaky tests as slow ones rerun until green, shared data
 * and chains said stable (qa-03); 专八 as an 人社部 exam granting CATTI, expiring and waiving the MTI exam (trans-14);
 * SHAP as a feature's frequency from a company, LIME as its linear copy, a stable SHAP ranking for A/B (algo-11). Each
 * named as a class of claim, in words other than any rated answer's, and the right statement of the same matter left
 * alone.
 */
describe('interview.misconception: the 182nd and 183rd batches’ wrong facts', () => {
  it.each([
    ['mech-07', '面轮廓度算是一种粗糙度要求。方框里的那个尺寸是参考尺寸。', 2],
    ['mkt-03', '搞活动前把吊牌价抬高，然后打七折。抽奖的奖金不设上限。', 2],
    ['mkt-04', '爬别人网站时Robots协议完全可以无视。网上公开的图片不享有著作权。', 2],
    ['mech-09', '轴上的退刀槽可以省掉。旋合长度越长越可靠。', 2],
    ['ops-03', 'RUN是在容器运行时才执行的。多阶段构建使镜像体积更大。', 2],
    ['ops-06', 'alias跟root没区别。报413是因为连接数不够。', 2],
    ['newmedia-07', '观众的注意力不超过五秒。平台会替用户跳过开头不吸引人的视频。', 2],
    ['sales-08', 'LTV看的是首单的金额。流失率越高代表复购越好。', 2],
    ['qa-01', '场景法只测正常流程。因果图用于画网络拓扑。', 2],
    ['teacher-09', '马太效应是陶行知提出的。把后进生排名公布出来能督促他们。', 2],
    ['pm-15', '敏捷宣言是微软提出的。合同谈判优先于客户合作。', 2],
    ['qa-03', '不稳定用例就是运行时间超过五分钟的。依赖链越长越可靠。', 2],
    ['trans-14', '专四是外文局主办的。专八证书有效期三年。', 2],
    ['algo-11', 'LIME就是SHAP的精简版。SHAP值小的特征直接删除。', 2],
  ] as [string, string, number][])('%s: each error of a fluent wrong answer is named', (id, answer, errors) => {
    expect(misconceptionsOf(answer, id)).toHaveLength(errors);
  });

  it.each([
    ['mech-07', '线轮廓度和面轮廓度都是形位公差，可以带基准。方框框起来的尺寸是理论正确尺寸，加括号的才是参考尺寸。'],
    ['mkt-03', '定价要看成本、需求和竞争，虚构原价再打折是价格欺诈。赠品也要有厂名厂址。抽奖式有奖销售最高奖不超过5万元。'],
    ['mkt-04', '竞品数据从公开渠道收集，爬虫要遵守robots协议。对手的图片和文案受著作权保护，不能直接用。'],
    ['mech-09', '车螺纹要留退刀槽，磨削要留砂轮越程槽。盲孔的钻孔深度要比螺纹深几个螺距。螺纹规格尽量统一，旋合长度一般1到1.5倍直径。'],
    ['ops-03', 'RUN在构建镜像时执行，CMD在容器启动时执行。多阶段构建只保留最后阶段的产物，镜像更小。Kubernetes是容器编排平台。'],
    ['ops-06', 'root会拼接location路径，alias会替换。单页应用用try_files回退到index.html。413要调大client_max_body_size，默认1m。'],
    ['newmedia-07', '前三秒用户决定是否划走，开头要直接给钩子。视频时长控制在15秒到1分钟，按内容定。'],
    ['sales-08', 'CLV是客户整个生命周期带来的利润。流失率是流失客户数除以期初客户数，越低越好。'],
    ['qa-01', '场景法覆盖基本流和备选流。因果图把输入条件和输出结果的关系画成图。测试用测试账号，不用真实用户密码。'],
    ['teacher-09', '马太效应说的是强者愈强、弱者愈弱，要及早帮扶后进的学生。不给学生贴差生的标签。'],
    ['pm-15', '敏捷宣言2001年发表，个体和互动高于流程和工具，可以工作的软件高于详尽的文档。'],
    ['qa-03', 'flaky用例时而通过时而失败，要查原因修掉。用例之间相互独立，各自准备数据。'],
    ['trans-14', '专八是英语专业的水平考试，证书长期有效。CATTI由人社部和外文局组织，要单独报考。'],
    ['algo-11', 'SHAP基于Shapley值，衡量特征对单个预测的贡献。线上效果要看业务指标和A/B实验。'],
  ])('%s: a near miss that says the matter rightly fires nothing', (id, answer) => {
    expect(misconceptionsOf(answer, id)).toEqual([]);
  });

  it('a correction in the wrong statement’s sentence fires nothing', () => {
    expect(misconceptionsOf('有人以为root和alias完全一样，这是误区。', 'ops-06')).toEqual([]);
    expect(misconceptionsOf('说流失率就是老客户数除以新客户数是不对的。', 'sales-08')).toEqual([]);
    expect(misconceptionsOf('很多人误以为敏捷宣言是谷歌写的。', 'pm-15')).toEqual([]);
  });

  it('a gaming text of the matters’ words fires nothing', () => {
    expect(misconceptionsOf('轮廓度、粗糙度、基准、参考尺寸、理论正确尺寸、方框', 'mech-07')).toEqual([]);
    expect(misconceptionsOf('SHAP LIME 特征 次数 谷歌 线性模型 A/B测试 业务指标', 'algo-11')).toEqual([]);
  });

  // the entries these batches added, the last of each question's list
  const added: Record<string, number> = { 'mech-07': 2, 'mkt-03': 2, 'mkt-04': 2, 'mech-09': 2, 'ops-03': 2, 'ops-06': 2, 'newmedia-07': 2, 'sales-08': 2, 'qa-01': 2, 'teacher-09': 2, 'pm-15': 2, 'qa-03': 2, 'trans-14': 2, 'algo-11': 2 };

  it('no entry added fires on an answer of the rated sets that either rater put at 3 or more', () => {
    expectAddedQuietOnFairAnswers(added, 4);
  });

  const near = [
    ['mech-07', '轮廓度和粗糙度，轮廓度和Ra，轮廓度和基准，方框和尺寸，框起来和参考尺寸，理论正确尺寸和参考尺寸，'],
    ['mkt-03', '先和原价，标价和打折，定价和法律，赠品和质量法，赠品和三无，奖品和上限，'],
    ['mkt-04', 'robots和法律效力，robots和不用，账号和经销商，公开和保护，图片和我们，'],
    ['mech-09', '螺纹和轴肩，退刀槽和不需要，越程槽和去掉，螺纹和M3，旋合长度和越长，螺纹孔深和直径，'],
    ['ops-03', 'CMD和构建，RUN和容器启动，CMD和ENTRYPOINT，多阶段构建和镜像，多阶段和阶段，Kubernetes和界面，'],
    ['ops-06', 'root和alias，alias和root，try_files和轮询，try_files和用，413和并发，client_max_body_size和默认，'],
    ['newmedia-07', '注意力和只有，微软和实验，金鱼和短，系统和划走，时长和做，三秒和五秒，'],
    ['sales-08', 'CLV和第一单，首单和越大，流失率和老客户，流失率和越高，新客户和流失率，'],
    ['qa-01', '场景法和只测，场景法和微软，异常和场景法，因果图和部署，因果图和运维，生产环境和密码，'],
    ['teacher-09', '马太效应和马卡连柯，马太效应和自然，马太效应和干预，标签理论和差生，差生和名单，差生和区，'],
    ['pm-15', '敏捷宣言和苹果，敏捷宣言和年，文档和软件，遵循计划和响应变化，合同谈判和客户合作，流程和工具和个体，'],
    ['qa-03', 'flaky和时间，重跑和通过，失败率和稳定，依赖链和越长，用例和共用数据，'],
    ['trans-14', '专八和人社部，专八和二级，专八和所有，专八和有效期，专八和免试，'],
    ['algo-11', 'SHAP和谷歌，值和次数，LIME和SHAP，LIME和线性模型，SHAP和排序，SHAP和删掉，'],
  ] as const;

  // a few ms on an idle machine for the whole question, far more in CI while other suites' workers hold both cores
  it('reads a 5,000-character answer of near matches within WHOLE_READ_MS', () => {
    expectNearMatchesQuiet(near, WHOLE_READ_MS);
  });

  it('runs each pattern of the questions over such an answer in well under 50 ms', () => {
    expectEachPatternQuick(near, 50);
  });
});
