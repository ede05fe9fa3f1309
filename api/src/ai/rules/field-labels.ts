// A Word 表格简历 puts each label in a cell of its own and the value in the next ("姓名" | "陈思远"); the DOCX's
// text gives them as two lines. The label and its value become one labelled line ("姓名：陈思远"), as a form
// template writes it, so no label is read as a name and the labelled rules find the value.

/** The labels of a grid's basic cells, as students' templates word them. */
export const FIELD_LABELS: readonly string[] = [
  '姓名', '性别', '年龄', '民族', '籍贯', '生源地', '政治面貌', '婚姻状况', '健康状况', '身高', '体重',
  '出生年月', '出生日期', '出生年月日', '生日', '电话', '手机', '手机号', '手机号码', '联系电话', '联系方式', '邮箱', '电子邮箱', '邮件', 'E-mail', 'Email',
  '微信', 'QQ', '现居', '现居地', '现居住地', '居住地', '住址', '地址', '通讯地址', '家庭住址',
  '毕业院校', '毕业学校', '学校', '院校', '专业', '所学专业', '学历', '学位', '毕业时间', '外语水平', '英语水平', '计算机水平',
  '求职意向', '意向岗位', '应聘岗位', '期望职位', '意向城市', '期望城市', '期望薪资', '期望月薪',
];
const LABELS = new Set(FIELD_LABELS.map((l) => l.toLowerCase()));

/** A line that is a grid label and nothing else ("姓名", "出生年月：", "姓 名"). */
export const isFieldLabel = (line: string): boolean => LABELS.has(line.replace(/[\s:：]+/g, '').toLowerCase());

/**
 * The lines with each label cell joined to the value cell under it: "姓名", "陈思远" → "姓名：陈思远". A label
 * followed by another label, a heading or nothing stays as it is (its cell was empty).
 */
export function joinFieldLabels(lines: readonly string[], isHeading: (line: string) => boolean): string[] {
  const out: string[] = [];
  for (let i = 0; i < lines.length; i += 1) {
    const line = lines[i]!;
    const next = lines[i + 1];
    if (isFieldLabel(line) && next !== undefined && !isFieldLabel(next) && !isHeading(next) && !/^\S{1,8}[:：]/.test(next)) {
      out.push(`${line.replace(/[\s:：]+/g, '')}：${next}`);
      i += 1;
    } else out.push(line);
  }
  return out;
}

/** Examples run as tests (api/test/ai-rules-layouts.test.ts): lines → joined lines. */
export const FIELD_LABEL_EXAMPLES: readonly { from: string[]; to: string[] }[] = [
  { from: ['姓名', '陈思远', '性别', '男'], to: ['姓名：陈思远', '性别：男'] },
  { from: ['出生年月：', '2002.05'], to: ['出生年月：2002.05'] },
  { from: ['姓名', '性别', '男'], to: ['姓名', '性别：男'] },
  { from: ['专业', '教育背景'], to: ['专业', '教育背景'] },
  { from: ['陈思远', '电话：139 1234 5678'], to: ['陈思远', '电话：139 1234 5678'] },
];
