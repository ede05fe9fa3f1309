import { analyzeAnswer } from '../src/ai/interview/analysis';
import { allQuestions, bankQuestion, isCommonQuestion } from '../src/ai/interview/bank';
import { ownChoiceObjectOf } from '../src/ai/interview/frames';
import { STORY_CONTENT } from '../src/ai/interview/weights';

/**
 * interview.relevance.own-experience: a question put to the student about their own experience, choice or view (the
 * common bank's questions, any 你…经历 question) is answered by their own account in everyday words; the bank's
 * keywords are weak evidence there. Off the question only with positive evidence: another subject turned to, or nothing
 * the question's frame asks for (a marathon for a conflict, cooking for why this company).
 */
const q = (id: string) => bankQuestion(id)!;
const timing = { seconds: 120, seconds_used: 60, late: 0 };
const onTopic = (id: string, answer: string) => analyzeAnswer(q(id), answer, timing).on_topic;

/** Every common question: a genuine first-person answer not in the bank's words, and an off-topic one. */
const TABLE: Record<string, { genuine: string; off: string }> = {
  'common-01': {
    genuine: '我叫周宁，是西南交大测绘工程专业大四的学生，老家在宜宾。大三暑假我在一家测绘院实习了两个月，跟着师傅跑野外，扛过三脚架，也在内业改过地形图。我在学校是羽毛球队的，打了三年。我话不算多，但答应了的事一定会做完。',
    off: '马拉松我跑过两次，第一次是去年十月的成都马拉松，跑到三十公里腿就抽筋了，最后走着到了终点，用了五个小时二十分钟。第二次是今年三月的重庆马拉松，前面配速控制得比较好，后面补给站我每站都喝了水，最后四小时四十分完赛。',
  },
  'common-02': {
    genuine: '我觉得我做事挺细的，大三做课程设计，我把每一张图的标注都对了两遍，老师说我们组的图是全班错最少的。毛病是我说话太直，有一次组里讨论，我当着大家说一个同学的方案不行，他当时挺下不来台的。后来我会先私下跟人说，因为那次之后他两天没理我。',
    off: '红烧肉我做过很多次，先把五花肉切成块焯水，然后锅里放一点油和冰糖炒出糖色，再把肉放进去翻炒，加生抽老抽和料酒，倒热水没过肉，小火炖四十分钟，最后大火收汁。我室友每次都能吃两碗米饭。',
  },
  'common-03': {
    genuine: '大三做课程设计时，我和组里另一个同学对桥的方案想法不一样，他想用钢桁架，我觉得混凝土的更省钱。我们吵了一下午谁也没说服谁。后来我提议把两个方案的造价都算一遍，第二天拿着表去找老师，最后用了他的方案，因为算下来钢的工期短一半。我也学到先算清楚再争。',
    off: '去年十月我跑了第一次马拉松，前二十公里配速五分半，跑到三十公里腿抽筋了，我在路边拉伸了十分钟，然后慢慢跑到终点，用了四小时五十分钟。那天太阳特别大，补给站我每站都拿了水和香蕉，最后拿到了完赛奖牌，我很开心。',
  },
  'common-04': {
    genuine: '大三期末那周我同时有三门考试，还要交社团晚会的节目单。我先把每天要干的事写在便利贴上贴在桌前，晚会彩排交给副部长盯，我每天留四个小时复习。最后三门都过了，晚会也按时开了。那周我每天只睡六个小时，说实话挺累的。',
    off: '我最喜欢做的菜是红烧肉，先把五花肉切成块焯水，然后锅里放冰糖炒出糖色，再把肉放进去翻炒，加生抽老抽和料酒，倒热水没过肉，小火炖四十分钟，最后大火收汁。我室友每次都能吃两碗米饭，周末我常常做给大家吃。',
  },
  'common-05': {
    genuine: '大二我报名了学校的数学建模比赛，和两个同学组队，结果连省奖都没拿到。我回头看，是我们前两天一直在选题上犹豫，最后写论文只剩一天，模型都没检验。后来第二年再参加，我们第一天晚上就定了题，留了一整天专门改论文，拿了省二等奖。',
    off: '我平时喜欢做饭，红烧肉是我最拿手的，先把五花肉切块焯水，锅里放冰糖炒糖色，再把肉放进去翻炒，加生抽老抽料酒，倒热水小火炖四十分钟，最后大火收汁。周末我会做给室友吃，他们每次都能吃两碗米饭。',
  },
  'common-06': {
    genuine: '我打算第一年先在项目上跟着师傅把施工员的活干熟，把图纸、放线、验收这些都过一遍。第二年我想考下二建，因为没有证很多事签不了字。三到五年我希望能自己带一个小的分项，管十几个人。我也知道这要看项目，所以我会先把手上的事做扎实。',
    off: '去年十月我跑了第一次马拉松，前二十公里配速五分半，跑到三十公里腿抽筋了，我在路边拉伸了十分钟，然后慢慢跑到终点，用了四小时五十分钟。那天太阳特别大，补给站我每站都拿了水和香蕉，最后拿到了完赛奖牌。',
  },
  'common-07': {
    genuine: '我每天实习通勤都用咱们这个App看实时公交，用了一年多了。最早是因为它能显示车还有几站到，我每天能多睡十分钟。后来我发现换乘方案有时候会绕路，我还在评论里提过意见，过了两个版本真的改了。所以我想来这里做产品，我想改的就是这些每天都会碰到的小地方。',
    off: '我选择这个岗位是因为我喜欢做饭。红烧肉是我最拿手的，先把五花肉切块焯水，锅里放冰糖炒糖色，再把肉放进去翻炒，加生抽老抽料酒，倒热水小火炖四十分钟，最后大火收汁。周末我会做给室友吃，他们每次都能吃两碗米饭。',
  },
  'common-08': {
    genuine: '我实习的时候赶上过一次上线，那周我们组连着三天晚上十点才走，我觉得那是必要的，因为不上线客户那边就要停工。但如果是天天都这样，我会想是不是事情排得有问题。我自己会先把白天的效率提上来，偶尔忙的时候留下来我没意见。',
    off: '我最喜欢做的菜是红烧肉，先把五花肉切成块焯水，然后锅里放冰糖炒出糖色，再把肉放进去翻炒，加生抽老抽和料酒，倒热水没过肉，小火炖四十分钟，最后大火收汁。我室友每次都能吃两碗米饭，周末我常常做给大家吃。',
  },
  'common-09': {
    genuine: '最有成就感的是大二的测量实习。我们组做一条闭合导线，第一次算下来闭合差超限，得重测。组里有人想改几个数凑过去，我没同意，带着大家回去一站一站检查，发现是有一站对中没对好。重测以后闭合差在限差以内。那天在太阳底下多待了一整个下午，但交上去的数据是真的。说实话，全站仪我用得还不算特别熟。',
    off: '我平时喜欢做饭，红烧肉是我最拿手的，先把五花肉切块焯水，锅里放冰糖炒糖色，再把肉放进去翻炒，加生抽老抽料酒，倒热水小火炖四十分钟，最后大火收汁。周末我会做给室友吃，他们每次都能吃两碗米饭，我自己也吃得很开心。',
  },
  'common-10': {
    genuine: '我实习的时候就碰到过，主管让我做一份竞品的价格表，我以前没做过。我先问清楚他要哪几家、截止是哪天，然后去翻了部门之前的旧表，照着格式先做了一家给他看，他说方向对我再做剩下的。第三天交的，他只改了两处。',
    off: '去年十月我跑了第一次马拉松，前二十公里配速五分半，跑到三十公里腿抽筋了，我在路边拉伸了十分钟，然后慢慢跑到终点，用了四小时五十分钟。那天太阳特别大，补给站我每站都拿了水和香蕉，最后拿到了完赛奖牌。',
  },
  'common-11': {
    genuine: '我是大二学会剪视频的。一开始我照着B站的教程，每天晚上剪半个小时，先拿社团活动的素材练手。剪了第一条发到群里，大家说节奏太慢，我就去看别人的视频是怎么切镜头的。一个月以后我剪的社团招新视频在学院公众号上放了出来。',
    off: '我最喜欢做的菜是红烧肉，先把五花肉切成块焯水，然后锅里放冰糖炒出糖色，再把肉放进去翻炒，加生抽老抽和料酒，倒热水没过肉，小火炖四十分钟，最后大火收汁。我室友每次都能吃两碗米饭。',
  },
  'common-12': {
    genuine: '我实习时组里有个同事性子很急，消息发过去两分钟不回他就打电话。另一个同事特别慢，但做的东西很细。我跟急的那位说事就当面讲、先说结论，跟慢的那位我会提前两天把要的东西发给他。后来我们三个一起做的那份报表一次就过了。',
    off: '去年十月我跑了第一次马拉松，前二十公里配速五分半，跑到三十公里腿抽筋了，我在路边拉伸了十分钟，然后慢慢跑到终点，用了四小时五十分钟。那天太阳特别大，补给站我每站都拿了水和香蕉，最后拿到了完赛奖牌。',
  },
  'common-13': {
    genuine: '我查过这个城市这个岗位应届生的情况，大概在六千到七千五。我希望是七千左右，因为我有一段半年的相关实习，能直接上手。如果公司有住宿补贴，我也可以再商量。',
    off: '我最喜欢做的菜是红烧肉，先把五花肉切成块焯水，然后锅里放冰糖炒出糖色，再把肉放进去翻炒，加生抽老抽和料酒，倒热水没过肉，小火炖四十分钟，最后大火收汁。我室友每次都能吃两碗米饭。',
  },
  'common-14': {
    genuine: '我想问两个问题。这个岗位新人进来，头三个月主要跟着谁做、做哪一块？还有，组里现在最头疼的一件事是什么，我进来以后能不能帮上忙？',
    off: '去年十月我跑了第一次马拉松，前二十公里配速五分半，跑到三十公里腿抽筋了，我在路边拉伸了十分钟，然后慢慢跑到终点，用了四小时五十分钟。那天太阳特别大，补给站我每站都拿了水和香蕉，最后拿到了完赛奖牌。',
  },
  'common-15': {
    genuine: '这个问题我现在就在面对。我手上有一个老家县城公办学校的合同，是有编制的，还有一个市里私立学校的录用。编制对我家里来说很重要，爸妈也希望我回去。但私立学校那边带我的老师很有经验。我去两所学校各听了一天课，看看教研组是怎么磨课的。最后怎么选我还没定，我打算月底前给两边一个准确的答复。',
    off: '我最喜欢做的菜是红烧肉，先把五花肉切成块焯水，然后锅里放冰糖炒出糖色，再把肉放进去翻炒，加生抽老抽和料酒，倒热水没过肉，小火炖四十分钟，最后大火收汁。我室友每次都能吃两碗米饭，周末我常常做给大家吃。',
  },
  'common-16': {
    genuine: '我在学生会管物资的时候，发现每次活动借出去的桌椅总对不上数，每学期都要丢七八把。我做了一张登记表，借的时候拍照、还的时候核对，还跟部长提了让各部门指定一个人签字。下学期只丢了一把，后来学生会其他部门也用上了这张表。',
    off: '去年十月我跑了第一次马拉松，前二十公里配速五分半，跑到三十公里腿抽筋了，我在路边拉伸了十分钟，然后慢慢跑到终点，用了四小时五十分钟。那天太阳特别大，补给站我每站都拿了水和香蕉，最后拿到了完赛奖牌。',
  },
};

describe('interview.relevance.own-experience: every common question', () => {
  it('has a row in the table', () => {
    const common = allQuestions().filter(isCommonQuestion).map((x) => x.id).sort();
    expect(Object.keys(TABLE).sort()).toEqual(common);
  });
  it.each(Object.entries(TABLE))('%s: the student\'s own account in everyday words is on the question', (id, { genuine }) => {
    expect(onTopic(id, genuine)).toBe(true);
  });
  it.each(Object.entries(TABLE))('%s: a story of another subject stays off it', (id, { off }) => {
    expect(onTopic(id, off)).toBe(false);
  });
  it('a story that turns to another subject stays off the question', () => {
    const turned = '最有成就感的事嘛，不过我想先讲讲我为什么喜欢跑步。去年十月我跑了第一次马拉松，前二十公里配速五分半，跑到三十公里腿抽筋了，最后用了四小时五十分钟跑完，拿到了完赛奖牌。';
    expect(onTopic('common-09', turned)).toBe(false);
  });
});

describe('interview.relevance.own-experience: the frame is derived from the question, not listed by id', () => {
  it('a question put to the student about their experience has a frame in any bank', () => {
    expect(ownChoiceObjectOf({ text: '讲一次你在实习中处理客户投诉的经历。' })).not.toBeNull();
    expect(ownChoiceObjectOf({ text: '你在学校里做过的最有成就感的一件事是什么？' })).not.toBeNull();
  });
  it('a knowledge question put to no one has none', () => {
    expect(ownChoiceObjectOf({ text: '什么是黑盒测试和白盒测试？' })).toBeNull();
    expect(ownChoiceObjectOf({ text: '线上推广有哪些常见渠道？如何选择？' })).toBeNull();
  });
});

describe('interview.relevance.own-experience: what the account weighs', () => {
  it('an event of the student\'s own set in a time or place of its own, or a choice with its reasons, weighs as a story', () => {
    expect(analyzeAnswer(q('common-09'), TABLE['common-09']!.genuine, timing).content).toBeGreaterThanOrEqual(STORY_CONTENT);
    expect(analyzeAnswer(q('common-15'), TABLE['common-15']!.genuine, timing).content).toBeGreaterThanOrEqual(STORY_CONTENT);
  });
  it('a plan with no setting of its own is on the question but earns no story\'s weight for the frame', () => {
    const plan = '如果上级交给我一个从来没做过的任务，我首先会弄清楚任务的要求和完成时间，然后自己先查资料，把任务拆成几步，遇到不懂的会请教有经验的同事，过程中及时向上级汇报进度，确保按时完成，最后再总结经验。';
    const a = analyzeAnswer(q('common-10'), plan, timing);
    expect(a.on_topic).toBe(true);
    expect(a.content).toBeLessThan(STORY_CONTENT);
  });
});

describe('interview.relevance.own-experience: why our company, told from using its product', () => {
  it('puts an account of years of using the company\'s app on the question, weighing as a story', () => {
    const user = '我想来你们公司，是因为我用你们的记账App用了两年多。大一我开始自己管生活费，就是拿它一笔笔记的，月底看分类饼图才发现自己一个月奶茶花了三百多。后来我发现它把“转账给室友”也算成了支出，我在App里反馈过一次，过了一个版本就改成可以标成内部转账了。我学的是软件工程，毕设做的就是账单的自动分类，所以我想做的就是这种能让人看清自己钱去哪了的产品。';
    const a = analyzeAnswer(q('common-07'), user, timing);
    expect(a.on_topic).toBe(true);
    expect(a.content).toBeGreaterThanOrEqual(STORY_CONTENT);
  });
  it('keeps a story of another matter off the question, whatever app it uses on the way', () => {
    const cooking = '我为什么选择这个岗位呢，我平时特别喜欢做饭，用过好几个菜谱App，周末会在宿舍楼下的公共厨房做红烧肉，先焯水再炒糖色，小火炖一个小时，室友都说比食堂好吃，我每次做完都很有成就感。';
    expect(analyzeAnswer(q('common-07'), cooking, timing).on_topic).toBe(false);
  });
});
