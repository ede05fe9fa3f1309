import { misconceptionsOf } from '../src/ai/interview/misconceptions';
import { expectAddedQuietOnFairAnswers, expectEachPatternQuick, expectNearMatchesQuiet } from './misconception-checks';
import { WHOLE_READ_MS } from './timing';

/**
 * Wrong facts told fluently (the hundred-and-ninetieth and -ninety-first batches): the load average read as a CPU
 * percentage capped at 100 and said to leave out tasks waiting on the disk, iostat said to show temperature or free
 * space, kill said to list processes; an account's 定位 read as the city tagged on a post, mixed content said to spread
 * further and a niche to be throttled, names and avatars changed monthly; quota sampling called probability sampling,
 * sample size said to grow with the population, leading questions recommended, unwelcome questionnaires deleted;
 * Ansible given to a big company, another language or the CI server's role, given an agent and XML, run over Telnet,
 * tests skipped and production edited by hand; 洗稿 said lawful, 原创 said to go to whoever claims it first, tragedies
 * said fair game, a deleted post said to escape penalty; 淬透性 read as the hardness reached and tied to carbon, alloying
 * said to lower it, carbon tool steel said to harden through a thick shaft; Little's law given to a tool's author and
 * turned into a sum, throughput said to rise without a knee, a CPU at 100% called healthy, the error rate left out;
 * 双减 homework given a floor, training on holidays and listing encouraged, teaching and marking handed to parents,
 * 课后服务 dropped; the sinusoidal encoding called trained, RoPE given to the wrong lab, rotating V, and said to lift
 * every length limit; a translator dropping unclear sentences, keeping the client uninformed and rewriting key figures
 * at will. Each named as a class of claim, in words other than any rated answer's, and the right statement left alone.
 */
describe('interview.misconception: the 190th and 191st batches’ wrong facts', () => {
  it.each([
  ['ops-04', 'load average那三个值表示CPU在1、5、15分钟里的占用率，最高就到100。平均负载只统计CPU。iostat可以看硬盘还剩多少空间。kill -9可以列出全部进程。', 4],
  ['newmedia-01', '账号定位指的是发布视频的地理位置。把IP定在上海流量更大。内容越多样越好。头像要经常换。', 3],
  ['mkt-07', '配额抽样也是概率抽样。样本量跟总体是成比例的。问卷可以用诱导式问题来提升回答率。结果不满意时就把差评的问卷剔除。', 4],
  ['ops-10', 'Ansible是微软开发的。Ansible的剧本用XML写。目标服务器都要安装Ansible的agent。还得开放23端口。单元测试能省掉。', 5],
  ['newmedia-13', '洗稿不构成侵权。原创标识谁先标就归谁。地震遇难的新闻要第一时间去蹭。帖子删了就不会被处罚。', 4],
  ['mech-08', '淬透性是指钢淬火后能达到的最大硬度。合金元素会降低淬透性。粗大的轴选T8水淬心部都能淬透。', 3],
  ['qa-08', 'Little定律是LoadRunner团队提出的。吞吐量总是随并发线性增长。CPU利用率越高越好。错误率不需要关注。', 5],
  ['teacher-06', '低年级每天作业至少一小时。初中作业控制在六十分钟以内。培训机构寒暑假照常开课。让家长在家里辅导新课。老师不再开展课后服务。', 4],
  ['algo-06', '正弦编码是可学习的参数。旋转位置编码是谷歌提出的。RoPE对值向量做旋转。有了RoPE就可以处理任意长的输入。', 3],
  ['trans-10', '读不通的段落直接跳过不译。不用跟客户确认。翻译可以自行修改原文的数字。', 3],
  ] as [string, string, number][])('%s: each error of a fluent wrong answer is named', (id, answer, errors) => {
    expect(misconceptionsOf(answer, id)).toHaveLength(errors);
  });

  it.each([
  ['ops-04', '平均负载是运行和等待的进程数，不是CPU使用率，8核机器负载到8才算满。它也包括在等磁盘I/O的进程。iostat的%util是设备忙于I/O的时间比例，空间看df。ps aux列出进程，kill -9强制结束进程。'],
  ['newmedia-01', '账号定位是先想清楚给谁看、做什么内容、用什么人设。做本地号就把位置标在本地，吸引同城用户。内容要垂直，算法才能打准标签。昵称和头像定下来就不要经常换。'],
  ['mkt-07', '配额抽样属于非概率抽样，访问员自己找人，不能算抽样误差。样本量取决于允许误差和置信度，和总体大小关系不大。问卷措辞要中立，避免诱导性问题。只按事先定的规则剔除答题过快、前后矛盾的无效问卷。'],
  ['ops-10', 'Ansible是红帽的开源配置管理工具，用Python写的，CI服务器用Jenkins。Ansible不用在目标机装客户端，走SSH，playbook用YAML写。Telnet是明文的，不安全，要关闭23端口。测试这一步不能跳过，不要直接在生产服务器上改代码。'],
  ['newmedia-13', '洗稿也算侵权，保留原作表达的改写照样违法。别人冒标原创，原作者可以向平台投诉。灾害事故、刑事案件不能蹭，只转发官方通报。传了谣言删帖也会被处罚。'],
  ['mech-08', '淬透性是获得淬硬层深度的能力，主要看合金元素；最高硬度叫淬硬性，主要看含碳量。加铬提高淬透性，40Cr的淬透性比45钢好。大直径的轴选42CrMo调质，T10这类碳素工具钢淬透性差，高碳钢水淬容易开裂。'],
  ['qa-08', '利特尔定律是John Little在1961年证明的，L=λW，单位要统一成秒。到了拐点以后TPS不再上升，响应时间变长。CPU使用率一般不超过80%，要留余量。性能测试也要看错误率。'],
  ['teacher-06', '双减要求一二年级不布置书面家庭作业，初中每天书面作业不超过90分钟。学科类培训机构不得在周末和寒暑假开课，严禁上市融资。不得给家长布置作业，作业由老师全批全改。学校要提供5+2课后服务。'],
  ['algo-06', '原论文的正弦位置编码是固定的，不用训练，BERT用的是可学习的位置向量。RoPE是苏剑林在RoFormer里提出的，对Query和Key做旋转，后来LLaMA也用了。超过训练长度效果会下降，要做位置插值。'],
  ['trans-10', '表述不清的句子不能直接删掉，拿不准的地方整理成问题清单发邮件问客户。交稿时附一份修改说明。译者无权自行修改原文，金额和剂量有疑问要先问客户。'],
  ])('%s: a near miss that says the matter rightly fires nothing', (id, answer) => {
    expect(misconceptionsOf(answer, id)).toEqual([]);
  });

  it('a correction in the wrong statement’s sentence fires nothing', () => {
    expect(misconceptionsOf('有人误以为配额抽样是概率抽样，其实它是非概率抽样。', 'mkt-07')).toEqual([]);
    expect(misconceptionsOf('说洗稿不算侵权是错的。', 'newmedia-13')).toEqual([]);
    expect(misconceptionsOf('平均负载只算CPU的说法不对，也包括等磁盘I/O的进程。', 'ops-04')).toEqual([]);
  });

  it('a negation elsewhere in the sentence does not clear an entry marked clause', () => {
    expect(misconceptionsOf('这个数字看着不合理的话，就直接改成我认为对的数字。', 'trans-10')).toHaveLength(1);
    expect(misconceptionsOf('数字看着不合理也不能直接改成我认为对的数字，要先问客户。', 'trans-10')).toEqual([]);
  });

  // the entries these batches added, the last of each question's list
  const added: Record<string, number> = { 'ops-04': 4, 'newmedia-01': 3, 'mkt-07': 4, 'ops-10': 4, 'newmedia-13': 4, 'mech-08': 3, 'qa-08': 4, 'teacher-06': 4, 'algo-06': 3, 'trans-10': 3 };

  it('no entry added fires on an answer of the rated sets that either rater put at 3 or more', () => {
    expectAddedQuietOnFairAnswers(added, 4);
  });

  const near = [
    ['ops-04', '平均负载和CPU，负载和百分比，负载和100，平均负载和磁盘，iostat和温度，%util和空间，kill -9和进程，'],
    ['newmedia-01', '账号定位和城市，定位和北京，内容和杂，垂直和限流，昵称和头像，头像和每月，'],
    ['mkt-07', '配额抽样和概率抽样，配额抽样和机会，样本量和总体，总人口和百分之一，是不是也觉得和问卷，数据和删除，'],
    ['ops-10', 'Ansible和谷歌，Ansible和Go，Ansible和CI服务器，Ansible和XML，Ansible和客户端，23端口和Telnet，流水线和单元测试，生产和改代码，'],
    ['newmedia-13', '洗稿和侵权，著作权和标点，百分之三十和原创，原创声明和先发，原作者和投诉，灾害和热点，删掉和处罚，'],
    ['mech-08', '淬透性和硬度，淬透性和含碳量，合金元素和淬透性，45钢和40Cr，T10和心部，大直径和T10，水淬和开裂，'],
    ['qa-08', '利特尔定律和JMeter，并发数和TPS，单位和统一，TPS和线性，拐点和性能，CPU使用率和健康，错误率和功能测试，'],
    ['teacher-06', '一二年级和作业，初中和作业，培训机构和周末，上市和融资，家长和批改，课后服务和老师，放学时间和三点，'],
    ['algo-06', '正弦和可训练，正弦和梯度，RoPE和OpenAI，RoPE和GPT，RoPE和Value，Query和Key，RoPE和无限长，上下文和长度，'],
    ['trans-10', '看不懂和句子，模糊和删除，客户和邮件，交稿和说明，修改和自己，译者和有权，金额和认为，'],
  ] as const;

  // a few ms on an idle machine for the whole question, far more in CI while other suites' workers hold both cores
  it('reads a 5,000-character answer of near matches within WHOLE_READ_MS', () => {
    expectNearMatchesQuiet(near, WHOLE_READ_MS);
  });

  it('runs each pattern of the questions over such an answer in well under 50 ms', () => {
    expectEachPatternQuick(near, 50);
  });
});
