import { diagnoseResume } from '../src/ai/diagnose/diagnose';
import { keywordLists } from '../src/ai/diagnose/gaming';
import { isKeywordList } from '../src/ai/diagnose/sentences';
import { javaResume, PLAIN } from './ai-diagnose-resumes';
import { expectWithinMs, WHOLE_READ_MS } from './timing';

/** Rules of the hundred-and-seventy-fourth to -seventh batches' resumes (docs/api-ai-career.md). */
describe('content.keyword-list.strung: five or more bare terms strung on symbols, with no prose mark', () => {
  it('terms strung on +, >>, ·, / or | are a list, though no dictionary knows them all and they are fewer than eight', () => {
    for (const text of [
      'Spark+Hive+Flink+数仓分层+口径治理',
      'CNN>>注意力机制>>剪枝>>蒸馏>>端侧部署',
      '用户画像 · 漏斗模型 · 留存曲线 · 埋点方案 · 归因',
      'Figma / 组件库 / 设计规范 / 动效 / 走查',
      '沟通>>执行>>抗压>>学习>>热爱',
      '单片机|PID|串口通信|PCB|焊接|调试',
    ]) {
      expect([text, isKeywordList(text)]).toEqual([text, true]);
    }
  });

  it('a sentence with one long piece, a comma, or a piece in a sentence’s grammar is told, not listed', () => {
    for (const text of [
      '使用Python/Pandas/NumPy/Matplotlib对两万条问卷数据做清洗和可视化',
      '做了首页/分类页/购物车/订单页/我的页面的交互稿',
      '我负责登录/注册/找回密码/个人资料/设置',
      '前端用Vue+Vite，后端用Spring Boot+MySQL，我写了下单和支付接口',
      '把打包从Webpack换成Vite后，冷启动从40秒降到6秒',
    ]) {
      expect([text, isKeywordList(text)]).toEqual([text, false]);
    }
  });

  it('a resume whose every entry and self-evaluation are strung terms reads as a salad: 20 or less, far under a plain one', () => {
    const strung = javaResume({
      work: [{ title: '云帆科技', description: 'Netty+长连接+心跳保活+断线重连+消息幂等' }],
      projects: [{ title: '校园二手书平台', description: '慢查询定位 · 联合索引 · 读写分离 · 缓存预热 · 压测报告' }],
      skills: 'Java、Spring Boot、MySQL、Redis',
      evaluation: '钻研>>执行>>落地>>抗压>>自驱',
    });
    expect(keywordLists(strung).map((f) => f.section)).toEqual(['work', 'project', 'other']);
    const score = diagnoseResume(strung, '2026-11').score;
    expect(score).toBeLessThanOrEqual(20);
    expect(diagnoseResume(PLAIN, '2026-11').score - score).toBeGreaterThanOrEqual(40);
  });

  it('a plain resume that names its tools with + or / in sentences keeps its entries', () => {
    const told = javaResume({
      work: [{ title: '云帆科技', description: '用Spring Boot+MyBatis重写了订单查询接口，把慢查询从2秒降到200毫秒。' }],
      projects: [{ title: '校园二手书平台', description: '三人小组，我写了发布/检索/下单三个接口，上线后一学期注册两百多人。' }],
      skills: 'Java、Spring Boot、MySQL、Redis',
      evaluation: '喜欢把慢的接口找出来改快。',
    });
    expect(keywordLists(told)).toEqual([]);
  });

  it('5,000 characters of near matches (bare pieces on marks, a told piece among them) are read in well under the bound', () => {
    const hostile = 'CNN>>剪枝>>蒸馏>>我写了>>'.repeat(400).slice(0, 5000);
    const bare = 'ResNet·混淆矩阵·类别权重·'.repeat(400).slice(0, 4990) + '·我把接口改快了';
    // a text of its own each try: isKeywordList remembers its last answers
    expectWithinMs((attempt) => isKeywordList(attempt + hostile), WHOLE_READ_MS);
    expectWithinMs((attempt) => isKeywordList(attempt + bare), WHOLE_READ_MS);
  });
});
