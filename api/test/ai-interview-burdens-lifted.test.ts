import { bankQuestion } from '../src/ai/interview/bank';
import { NO_LONGER, ON_OWN_NOW } from '../src/ai/interview/outcomes-told';
import { starOf } from '../src/ai/interview/star';
import { scoreOne } from './ai-interview-answers';
import { expectWithinMs, WHOLE_READ_MS } from './timing';

/**
 * Plain stories whose result is told as a burden lifted: the people the work was for now doing the thing on their own
 * (interview.star.on-own.now, outcomes-told.ts ON_OWN_NOW) or no longer having to do what they did before
 * (interview.star.no-longer, NO_LONGER). Written for these tests: none is an item of a rated set.
 */
const OPS = bankQuestion('ops-02')!;
const UI = bankQuestion('ui-12')!;

// 讲一个你用脚本或工具提升运维效率的经历。 — the result: the student no longer has to sit by each install
const BACKUPS =
  '我在社团帮忙管一台放网站的服务器，以前每周五都要我登上去手动把数据库导出来，再拷到移动硬盘里，有两次忘了。后来我写了个Python脚本，每天凌晨自动导出、压缩，再传到学校的网盘，用crontab定时跑，出错了给我发邮件。现在社长自己就能在网盘里找到每天的备份，基本不用我每周盯着了。';
// 讲一次你根据用户反馈修改设计的经历。 — the result: the users now manage on their own
const CLINIC =
  '我帮一家社区诊所做过挂号小程序的界面。第一版按钮排得很密，护士让几位来复诊的老人试了一下，他们说找不到挂号在哪里，字也太小。然后我把首页只留挂号、查报告两个大按钮，字号加大，颜色换成对比更强的深蓝。过了一周再请那几位老人试，他们说能自己挂上号了，不用再找护士帮忙。';

describe('interview.star.on-own.now / no-longer: a burden lifted is the result', () => {
  it('reads the burden lifted, told as done', () => {
    for (const said of ['他们说能自己点了', '后来她会自己换药了', '现在大家可以独立排班了']) expect(ON_OWN_NOW.test(said)).toBe(true);
    for (const said of ['基本不用我每周盯着了', '大家不用再手抄了', '现在不需要再一台台装了', '老师不用我们再提醒了']) expect(NO_LONGER.test(said)).toBe(true);
  });

  it('reads none in an aim, a hope, an expectation or a rule\'s consequence', () => {
    for (const said of ['希望她能自己换药', '我想让他们能自己点菜', '如果她能自己换药了就好', '要教会他们能自己来']) expect(ON_OWN_NOW.test(said)).toBe(false);
    for (const said of ['这样就能不用再抄了', '以后应该不用我管了', '希望不用再加班了', '通了就不用再查了', '证考够了就不用再学了', '不用再找护士帮忙'])
      expect(NO_LONGER.test(said)).toBe(false);
  });

  it('makes the plain story an example on its question', () => {
    for (const [question, story] of [[OPS, BACKUPS], [UI, CLINIC]] as const) {
      const star = starOf(story);
      expect(star.present).toContain('result');
      expect(star.example).toBe(true);
      expect(scoreOne(question, story, { category: '运维工程师', group: '技术' }).score).toBeGreaterThanOrEqual(70);
    }
    // without its result the same story is no example
    expect(starOf(CLINIC.replace('过了一周再请那几位老人试，他们说能自己挂上号了，不用再找护士帮忙。', '再请那几位老人试，我希望他们以后能自己挂号。')).present).not.toContain('result');
  });

  it('does not lift a list of terms closing on the phrase, nor a rule stated with its consequence', () => {
    const salad = '自动化 运维 脚本 Shell Python Ansible 部署 监控 告警 效率 自动化 脚本 部署 效率。基本不用我盯着了。';
    expect(scoreOne(OPS, salad, { category: '运维工程师', group: '技术' }).score).toBeLessThan(40);
    expect(starOf('备份我觉得关键是定时任务，脚本配好就不用再管了，出错了自然会有人发现。').present).not.toContain('result');
  });

  it('reads a 5,000-character answer of near matches in well under the bound', () => {
    const hostile = '如果她能自己换药，希望不用再找护士帮忙，这样就能不用我守着'.repeat(200).slice(0, 5000);
    expectWithinMs((i) => ON_OWN_NOW.test(`${i}${hostile}`) || NO_LONGER.test(`${i}${hostile}`), 50);
    expectWithinMs((i) => starOf(`${i}${hostile}`), WHOLE_READ_MS);
  });
});
