import { leavesSubject, turnsToOneself } from '../src/ai/interview/on-question';
import { questionWordsSaid } from '../src/ai/interview/relevance';
import { analysed, q, scoreOf } from './interview-helper';

/**
 * Answers about something else (analysis v58-v59): the task turned into the student's own life
 * (interview.relevance.oneself), another question of the bank answered in full while the subject asked is never named
 * (interview.relevance.subject.another), a turn announced to a subject of one's own (我想说一下我…的事:
 * interview.relevance.deflection; 我想说一下我们… announces the student's group's own example, not a turn), the
 * question's words said only in an opening that restates it (学习新技能的话，…: questionWordsSaid), and a field's example
 * question answered by a story that says none of its words, stays far from its reference and speaks mostly outside the
 * field (interview.relevance.own-story.elsewhere). And what stays on the question: a how-to answered by one's practice
 * for others, a view on the named subject in plain words, a hobby story that answers the question, a persuasion story
 * in everyday words.
 */
const GAMING_MAX = 40;

const OFF: [string, string, string][] = [
  [
    'the student’s own habits for 健康宣教 (oneself)',
    'nurse-08',
    '宣教这件事我特别认同，因为我自己就是一个很自律的人。我每天早上六点起床，坚持游泳一千米，晚上十一点前一定睡觉，周末自己做饭，少油少盐，一年下来体重减了八斤，体检指标也都正常了。我觉得先把自己的身体照顾好，以后上班才有精力。',
  ],
  [
    'the student’s own savings for 评估投资项目 (oneself)',
    'fa-13',
    '评估项目可不可行，这个我有体会，因为我自己高中就开始理财了。我用压岁钱在手机银行买了一只债券基金，放了三千块，后来又跟着同学买了点黄金，那年涨了不少，我就有点飘了，结果第二年全吐回去了。后来我给自己定了规矩，每个月只放两百，不看短期涨跌，现在算下来还小赚了一点。',
  ],
  [
    'a lesson designed for 双减 (another question of the bank)',
    'teacher-06',
    '我备一节课会先读课标和教材，定下这节课学生要掌握的知识和要练的能力，再分析学情，看学生已有的基础和容易混淆的地方。导入用一个生活里的小问题，新授环节让学生分组动手探究，我巡视点拨，接着做分层练习，最后请学生自己小结，板书提前规划好，课后看作业再反思。',
  ],
  [
    'a guitar story for 处理财务数据 (an announced turn)',
    'acct-03',
    '讲一个……我想说一下我学吉他的事。大二下学期我在琴行报了一个班，十节课六百块。一开始按和弦手指疼得不行，老师说是我手腕压得太低，让我把琴颈抬高一点。我练了两个星期才把C和弦按干净，后来又学了扫弦和换和弦。第一次在宿舍弹《晴天》，弹错了四个地方，室友还是给我鼓掌。现在我每天睡前练半小时，打算年底在院里的晚会上弹一首。',
  ],
  [
    'a football match for 学习新技能 (the question’s words said only in its opening)',
    'common-11',
    '学习新技能的话，我觉得最关键的是热爱。就像我高中最投入的事是踢足球，我是校队的后腰，高二那年我们踢进了市里的决赛，对手是体校，上半场就丢了两个球，中场休息时带队老师一句话没骂，只让我们把节奏慢下来。那场最后扳平又点球输了，但是大家在场边抱成一团，那种感觉我到现在都记得。足球让我明白的是坚持到底。',
  ],
  [
    'a model aircraft built for 说服别人接受你的产品 (a story of something else, no pastime named)',
    'sales-02',
    '我讲一个我自己最有耐心的经历，拼一架木质的飞机模型。暑假我在网上买了一套三百多个零件的双翼机，说明书全是日文。一开始我照着图直接粘，结果机翼装反了，只好用刀片一点点撬下来。后来我先把所有零件按编号摆在泡沫板上，每一步先不上胶试装一遍，确认了再粘，螺旋桨那里的小零件用镊子夹。前后做了十六天，最后刷了两遍清漆，现在放在书架最上面。这件事让我知道，再复杂的东西一步一步来总能做好。',
  ],
];

const ON: [string, string, string][] = [
  [
    'health teaching done for patients, turned to from oneself',
    'nurse-08',
    '我觉得宣教要先看对象。因为我自己实习时在内分泌科跟着带教老师给患者做过宣教，有个刚确诊糖尿病的大爷，老师讲了半天胰岛素怎么打他都点头，结果第二天还是打错了部位。后来我们改成先问他家里谁帮他打针，把他女儿叫来一起学，用橘子演示，再让他自己当着我们的面打一次，出院前又让他复述了一遍注意事项。',
  ],
  [
    'a view on 双减 in plain words',
    'teacher-06',
    '我觉得双减是好事，初衷是让孩子别被作业和补习班压垮。但落到老师身上其实要求更高了：课上四十分钟要讲透，不能指望课后补。我实习的时候带过一个班，作业我就分成必做和选做两档，必做的十五分钟能写完，课后服务的时间我用来给跟不上的几个孩子讲错题，家长群里也跟家长说清楚为什么作业少了。',
  ],
  [
    'a hobby story that answers 学习新技能 (the ukulele, then Vue)',
    'common-11',
    '我学新东西一般是先找一个马上能用上的小目标。比如大二我自学尤克里里，先定了一个月弹会一首《小幸运》，每天跟着B站的教程练二十分钟，把卡住的和弦单独拎出来练，第三周就能完整弹下来了。后来学Vue也是这样，先跟着官方文档做了一个待办清单，再把社团的报名表改成网页，遇到不懂的就查文档、看别人的代码，两周做完，社团现在还在用。',
  ],
  [
    'a learning story that opens by restating the question',
    'common-11',
    '学习新技能的话，我一般是边做边学。去年为了做毕业设计我要自学Python爬虫，先在网上找了一门十几节的入门课，每天学一节就马上动手爬一个小网站，遇到反爬就去查文档、翻论坛，两周后把学校图书馆的借阅数据爬了下来，做成了毕业设计里的一张分析表，导师说数据来源很扎实。',
  ],
  [
    'a failure story announced as what the student’s group did (我想说一下我们…)',
    'common-05',
    '呃……受挫的经历，我想说一下我们班办的毕业旅行。我是班长，负责订车和住宿，当时为了省钱订了一家没有退改的客栈，定金交了两千四。结果出发前一周有六个同学因为实习走不开，房间空了三间，定金也退不回来，大家只好平摊，有同学挺不高兴的。后来我总结了一下：一是订之前要先收齐报名和定金，二是要选能改期的，三是有变动第一时间在群里说清楚。下学期院里的迎新晚会又是我订场地，我就先收了报名再订，选了能提前三天免费取消的，一分钱没浪费。',
  ],
  [
    'a persuasion story told in everyday words, never saying 说服 (sales-02)',
    'sales-02',
    '大三我在学校附近一家打印店兼职，老板一直不愿意接线上下单，觉得麻烦。我跟他算了一笔账：期末那两周店门口排队排到马路上，很多同学等不及就走了，我数了一个中午走掉的有二十多个。我提出先只在考试周试两周，用群接龙收文件，我来负责整理。老板答应试一试，两周里线上接了三百多单，他后来自己把二维码贴在了门口。',
  ],
];

describe('answers about something else (analysis v58)', () => {
  it.each(OFF)('%s is off the question and capped', (_name, id, answer) => {
    expect(analysed(id, answer).on_topic).toBe(false);
    expect(scoreOf(id, answer)).toBeLessThanOrEqual(GAMING_MAX);
  });

  it.each(ON)('%s stays on the question', (_name, id, answer) => {
    expect(analysed(id, answer).on_topic).toBe(true);
    expect(scoreOf(id, answer)).toBeGreaterThan(GAMING_MAX);
  });

  it('reads the turn to oneself and the other question by their rules', () => {
    expect(turnsToOneself(q('nurse-08'), OFF[0]![2])).toBe(true);
    expect(turnsToOneself(q('nurse-08'), ON[0]![2])).toBe(false);
    // a question about the student is their life by nature
    expect(turnsToOneself(q('common-07'), '我选你们，一个是因为我自己就是你们的老用户，大二开始用它背单词，到现在打卡四百多天。')).toBe(false);
    const teacher = q('teacher-06');
    expect(leavesSubject(teacher, OFF[2]![2], analysed('teacher-06', OFF[2]![2]).relevance)).toBe(true);
    expect(leavesSubject(teacher, ON[1]![2], analysed('teacher-06', ON[1]![2]).relevance)).toBe(false);
  });

  it('does not count the question’s words said only in an opening that restates it', () => {
    expect(questionWordsSaid(OFF[4]![2], q('common-11'))).toEqual([]);
  });
});
