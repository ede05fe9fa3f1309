import { expect, test, type Page } from '@playwright/test';
import { freshPhone, logInFromDialog, logInStudentByApi } from './auth-steps';
import { hostUrl } from './hosts';
import { printedDocument } from './resume-pdf';

// The AI mock interview (issue 12) as a new student: open AI模拟面试 as a visitor, log in, take a three-question
// interview by typing (one answer weak on purpose), reload in the middle and resume, then read the report.

test.describe.configure({ timeout: 120_000 });

const STRONG =
  '首先，在大三的课程项目中，我们团队负责开发校园二手交易小程序，任务是在两个月内上线。其次，我负责前端和接口联调，' +
  '通过制定每周迭代计划、使用 React 重构了核心页面并优化了首屏加载。最后，小程序按时上线，累计用户超过 3000 人，' +
  '页面加载时间缩短了 40%。这段经历让我学会了在压力下拆解任务、与队友沟通协作。';
const WEAK = '不太清楚。';
// answers after the weak one: each its own (the same text for several questions is scored as a repeat)
const OTHERS = [
  '我觉得沟通最重要的是先对齐目标。比如上学期做课程设计时，组里有人想加很多功能，我先把老师的评分要求列出来，和大家一起按优先级排了表，' +
    '砍掉了三个不必要的功能，然后每周五开一次短会同步进度，最后我们提前一周交付，拿到了小组第一。',
  '我选择前端是因为喜欢把想法很快变成用户看得见的东西。大二我自学了 Vue 和 TypeScript，给学院做了一个活动报名页面，' +
    '上线后有八百多人用，收到反馈说手机上按钮太小，我就改成了自适应布局，后来报名的投诉基本没有了。接下来我想把性能优化和工程化学扎实。',
  '遇到压力大的时候，我会先把事情拆开，按截止时间排好。期末周同时有两门大作业和实习的需求，我把每天分成三段，上午写代码，下午做实验报告，' +
    '晚上复习，每完成一项就划掉，最后三件事都按时完成了，实习的需求还被组长用进了正式版本。',
  '我的规划是前两年先把基本功打牢，在业务里熟悉组件设计和性能优化，争取独立负责一个模块；三到五年希望能带新人，' +
    '参与前端架构的决策。为此我现在每周会读一篇源码解析，并把学到的东西写成笔记分享给同学。',
];

/** Answers the question on screen and waits for the next one (or the report). */
async function answer(page: Page, text: string): Promise<string> {
  const question = await page.locator('#interview-question').innerText();
  await page.getByLabel('你的回答').fill(text);
  await page.getByRole('button', { name: '提交回答' }).click();
  // read without waiting: once the last answer is in, the question is gone and the report is on its way
  const shown = async () => {
    if (page.url().includes('aiInterviewResult')) return 'report';
    const q = page.locator('#interview-question');
    return (await q.count()) > 0 ? await q.innerText({ timeout: 1000 }).catch(() => '') : '';
  };
  // '' is the gap while the report is made and the address has not changed yet: wait on for the report or the next question
  await expect.poll(async () => { const now = await shown(); return now !== '' && now !== question; }, { timeout: 30_000 }).toBe(true);
  return question;
}

test('a visitor logs in, takes a typed interview with one weak answer, resumes after a reload and sees why that answer scored lower', async ({ page, baseURL, request }) => {
  await page.goto(hostUrl(baseURL, 'localhost', '/#/'));
  await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: 'AI模拟面试' }).click();
  await expect(page).toHaveURL(/#\/subApp\/aiInterviewIntroduce$/);
  await page.getByRole('button', { name: '开始面试' }).click();
  await logInFromDialog(page, request, freshPhone());
  // the start the visitor asked for goes on once they are logged in
  await expect(page).toHaveURL(/#\/subApp\/interviewRoom\?id=\d+$/);
  await expect(page.locator('#app-header')).toBeHidden();
  await expect(page.getByText('第 1 题 / 共 3 题')).toBeVisible();
  // this machine has no microphone: speaking says what is missing and hands back the answer box
  const speak = page.getByRole('button', { name: '语音作答' });
  if (await page.evaluate(() => 'webkitSpeechRecognition' in window || 'SpeechRecognition' in window)) {
    await speak.click();
    await expect(page.getByRole('alert')).toContainText(/麦克风|语音识别/);
    await expect(page.getByLabel('你的回答')).toBeFocused();
  } else {
    await expect(speak).toBeDisabled();
    await expect(page.getByText('当前浏览器不支持语音识别，请打字作答')).toBeVisible();
  }

  const strongQuestion = await answer(page, STRONG);
  await expect(page.getByText('第 2 题 / 共 3 题')).toBeVisible();
  // a reload in the middle resumes at the same question
  const second = await page.locator('#interview-question').innerText();
  await page.reload();
  await expect(page.locator('#interview-question')).toHaveText(second);
  const weakQuestion = await answer(page, WEAK);
  // a weak answer may bring a follow-up; everything after it is answered well
  for (let i = 0; i < OTHERS.length && !page.url().includes('aiInterviewResult'); i++) await answer(page, OTHERS[i]!);

  await expect(page).toHaveURL(/#\/subApp\/aiInterviewResult\?id=\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: '面试报告' })).toBeVisible();
  for (const label of ['表达结构', '岗位匹配', '关键词覆盖', '具体事例 / STAR', '时间把控']) await expect(page.getByText(new RegExp(`^${label.replace(/[/]/g, '\\/')} \\d+分$`))).toBeVisible();
  const strong = page.getByRole('listitem', { name: strongQuestion });
  const weak = page.getByRole('listitem', { name: weakQuestion });
  const scoreOf = async (item: typeof strong) => Number(/(\d+)分/.exec(await item.locator('p').first().innerText())?.[1]);
  expect(await scoreOf(weak)).toBeLessThan(await scoreOf(strong));
  await expect(weak.getByText(WEAK)).toBeVisible();
  await expect(weak.getByText(/^评语：/)).toBeVisible();
  await expect(weak.getByText('参考答案')).toBeVisible();
  // printed, the report stands alone: no site header or footer, no controls
  const printed = (await printedDocument(page)).join('');
  expect(printed).toContain('面试报告');
  expect(printed).not.toContain('打印报告');
});

test('a site with the interview off hides the entry, says so on the page and refuses the call', async ({ page, baseURL }) => {
  await page.goto(hostUrl(baseURL, 'school.localhost', '/#/'));
  await expect(page.getByRole('navigation', { name: '主导航' }).getByRole('button', { name: 'AI简历' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: 'AI模拟面试' })).toHaveCount(0);
  await page.goto(hostUrl(baseURL, 'school.localhost', '/#/subApp/aiInterviewIntroduce'));
  await expect(page.getByText('本站暂未开放AI模拟面试')).toBeVisible();
  await logInStudentByApi(page, baseURL, freshPhone(), 'school.localhost');
  const refused = await page.evaluate(async () => (await (await fetch('/api/aiinterview/list')).json()) as { data: { code: number; msg: string } });
  expect(refused.data).toEqual({ code: 46001, msg: '本站暂未开放AI模拟面试' });
});
