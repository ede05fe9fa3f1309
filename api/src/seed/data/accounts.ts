/** The demo accounts of every role (docs/architecture.md §5; listed in the README). One password for all. */
export const DEMO_PASSWORD = 'Demo@2026';

export const DEMO_STUDENTS = [
  // resumes (api/src/seed/resume): complete with a photo and two files, partial, none
  { phone: '13800000001', name: '陈思远', sex: 1 },
  { phone: '13800000002', name: '林晓雨', sex: 2 },
  { phone: '13800000003', name: '张明轩', sex: 1 },
] as const;

export const DEMO_EMPLOYERS = [{ phone: '13900000001', company_name: '临江智造科技有限公司' }] as const;

/** `school` names the school row by name and school_type (2 with `college` for a department). */
export const DEMO_SCHOOL_ADMINS = [
  { username: 'linjiang_admin', school: { name: '临江大学', school_type: 1, college: '' }, user_type: 0, strategy: '1', faculty: '' },
  {
    username: 'linjiang_cs',
    school: { name: '临江大学', school_type: 2, college: '计算机与人工智能学院' },
    user_type: 1,
    strategy: '1',
    faculty: '计算机与人工智能学院',
  },
] as const;

/** `channel` is the channel key (fair.localhost's organiser). */
export const DEMO_CHANNEL_ADMINS = [{ username: 'fair_admin', channel: 'fair' }] as const;
