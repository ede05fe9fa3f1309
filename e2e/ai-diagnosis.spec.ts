import { expect, test } from '@playwright/test';
import { logInStudentByApi } from './auth-steps';
import { hostUrl } from './hosts';
import { printedDocument } from './resume-pdf';

// AI resume diagnosis as the demo student with a partial resume (issue 11): diagnose, follow a finding's
// link to the section it names, fix it there, diagnose again and see the score rise and the history grow.

test.describe.configure({ timeout: 90_000 });

test('the demo student diagnoses the resume, fixes a finding through its link and sees the score rise', async ({ page, baseURL }) => {
  await logInStudentByApi(page, baseURL, '13800000002');
  await page.goto(hostUrl(baseURL, 'localhost', '/#/subApp/aiIntroduction'));
  await expect(page.getByRole('heading', { level: 1, name: 'AI简历诊断' })).toBeVisible();
  await page.getByRole('button', { name: '诊断我的在线简历' }).click();

  await expect(page).toHaveURL(/#\/subApp\/diagnosticResult\?id=\d+&type=1/);
  const total = page.getByRole('figure', { name: /综合得分/ });
  await expect(total).toBeVisible();
  const first = Number(/(\d+)分/.exec((await total.getAttribute('aria-label')) ?? '')?.[1]);
  expect(first).toBeGreaterThan(0);
  expect(first).toBeLessThan(100);
  for (const label of ['完整度', '内容质量', '岗位匹配', '规范性']) await expect(page.getByText(label, { exact: true })).toBeVisible();
  // printed, the diagnosis stands alone: no site header or footer, no controls
  const printed = (await printedDocument(page)).join('');
  expect(printed).toContain('完整度');
  expect(printed).not.toContain('重新诊断');

  // the finding says what, why and where; its link opens the section for editing
  const finding = page.getByRole('listitem').filter({ hasText: '缺少实习/工作经历' });
  await expect(finding).toBeVisible();
  await expect(finding.getByText('原因')).toBeVisible();
  await finding.getByRole('link', { name: '去修改实习/工作经历' }).click();
  await expect(page).toHaveURL(/#\/resume\?edit=work/);
  const addWork = page.getByRole('form', { name: '添加实习/工作经历' });
  await expect(addWork).toBeVisible();
  await addWork.getByLabel('公司名称').fill('云帆数据科技有限公司');
  await addWork.getByLabel('职位名称').fill('数据分析实习生');
  await addWork.getByLabel('开始时间').fill('2025-07');
  await addWork.getByLabel('至今').uncheck();
  await addWork.getByLabel('结束时间').fill('2025-09');
  await addWork.getByLabel('工作内容').fill('针对门店销量下滑的问题，负责搭建销售数据看板，使用 SQL 与 Python 分析 3 万条订单数据，推动促销策略调整，使复购率提升 12%。');
  await addWork.getByRole('button', { name: '保存' }).click();
  await expect(page.getByRole('heading', { level: 3, name: '云帆数据科技有限公司' })).toBeVisible();

  // diagnose again from the header's entry: the latest result, then 重新诊断
  await page.goBack();
  await expect(page).toHaveURL(/diagnosticResult/);
  await page.getByRole('button', { name: '重新诊断' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: '缺少实习/工作经历' })).toHaveCount(0);
  const second = Number(/(\d+)分/.exec((await page.getByRole('figure', { name: /综合得分/ }).getAttribute('aria-label')) ?? '')?.[1]);
  expect(second).toBeGreaterThan(first);
  const history = page.getByRole('region', { name: '诊断记录' });
  await expect(history.getByRole('link')).toHaveCount(2);
  await expect(history.getByText(`较上次 +${second - first} 分`)).toBeVisible();

  // the header's AI简历诊断 now opens the latest result
  await page.goto(hostUrl(baseURL, 'localhost', '/#/'));
  await page.getByRole('navigation', { name: '主导航' }).getByRole('button', { name: 'AI简历' }).click();
  await page.getByRole('link', { name: 'AI简历诊断' }).click();
  await expect(page).toHaveURL(/diagnosticResult\?id=\d+&type=1/);
  await expect(page.getByRole('figure', { name: `综合得分 ${second}分` })).toBeVisible();
});

test('a site without the AI tools says so, with a way home', async ({ page, baseURL }) => {
  await page.goto(hostUrl(baseURL, 'province.localhost', '/#/subApp/aiIntroduction'));
  await expect(page.getByText('本站暂未开放AI简历功能')).toBeVisible();
  await page.getByRole('link', { name: '返回首页' }).click();
  await expect(page).toHaveURL(/#\/$/);
});
