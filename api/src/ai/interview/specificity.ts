import { normalizeText } from '../text/normalize';
import { engagementOf } from './engagement';
import { EXAMPLE_CUES, quantifiedOf } from './star';
import { SETTING_CUES } from './spoken-cues';

/**
 * interview.specific: whether an answer says anything particular — a figure (30%, 三个多月), a case (比如我们班…), the
 * student's own experience (我实习时, 那次), or speech and cases of the situation (engagement.ts). A recruiter tells a
 * generic answer (标准要明确，过程要透明，结果要反馈) from a specific one by these, whatever the question; the rubric's
 * "honest and specific". The analysis caps the content of an answer with none of them (GENERIC_CONTENT).
 */
const OWN_EXPERIENCE = /我(?:们)?(?:[^。！？；，,]{0,8})(?:实习|兼职|课设|课程设计|毕设|社团|学生会|比赛|项目里|项目中|班里|班上|宿舍|实验室|家教|见习|实训)|我们(?:班|组|学校|社团|宿舍|专业|实验室)/u;

export function isSpecific(answer: string): boolean {
  const text = normalizeText(answer);
  // digits that name a term (HTTP2, Vue3, 360度评估) are no figure
  if (/\d/.test(text.replace(/[A-Za-z]+\d+|\d+[A-Za-z]+|\d+度(?=评估|反馈|考核|测评)/g, '')) || quantifiedOf(text)) return true;
  if (EXAMPLE_CUES.some((c) => text.includes(c)) || SETTING_CUES.some((c) => text.includes(c)) || OWN_EXPERIENCE.test(text)) return true;
  const e = engagementOf(text);
  return e.rolePlay || e.conditional;
}
