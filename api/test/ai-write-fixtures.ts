import type { AiWish } from '@campus/shared-utils/rules';

/** A student's wish form as the writer's tests and the route tests send it (Chinese, their own words). */
export const WISH: Omit<AiWish, 'updated_at'> = {
  name: '林小雨',
  sex: 2,
  phone: '13912345678',
  email: 'lin.xiaoyu@example.com',
  city: '杭州',
  target_category: '数据分析',
  target_city: '上海',
  school: '临江大学',
  major: '统计学',
  degree: 2,
  graduation_year: 2026,
  skills: 'SQL、Python、Excel，Tableau',
  strengths: '细心，沟通能力强，喜欢钻研数据背后的原因',
  experiences: [
    {
      kind: 'internship',
      title: '云帆数据科技有限公司',
      role: '数据分析实习生',
      start_date: '2025-07',
      end_date: '2025-09',
      text: '使复购率明显提升。我在实习时负责搭建销售数据看板，用SQL分析了3万条订单数据。针对门店销量下滑的问题，目标是找出原因。',
    },
    { kind: 'project', title: '校园二手交易小程序', role: '后端开发', start_date: '2024-03', end_date: '', text: '和同学一起做了一个二手交易小程序，我负责接口开发和数据库设计，上线后吸引了很多同学使用' },
    { kind: 'campus', title: '校学生会宣传部', role: '部长', start_date: '2023-09', end_date: '2024-06', text: '组织迎新晚会的宣传，设计海报和推文，晚会参与人数增加' },
  ],
};

/** Every number a written text may hold: those of the student's own words and facts. */
export function wishNumbers(wish: Omit<AiWish, 'updated_at'>): Set<string> {
  const all = [wish.school, wish.major, String(wish.graduation_year), wish.skills, wish.strengths, ...wish.experiences.flatMap((e) => [e.title, e.role, e.start_date, e.end_date, e.text])].join(' ');
  return new Set(all.match(/\d+(?:\.\d+)?/g) ?? []);
}

export const digitsOf = (text: string): string[] => text.match(/\d+(?:\.\d+)?/g) ?? [];
