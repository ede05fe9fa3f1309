import type { ReactElement } from 'react';
import { DEGREE_OPTIONS, type ResumeContent } from '@campus/shared-utils/student';
import { CONSOLE_TEXT as T } from './texts';
import styles from './console.module.css';

type Sent = { type: 1; content: ResumeContent } | { type: 2; attachment: { name: string } };

const degree = (value: number) => DEGREE_OPTIONS.find((d) => d.value === value)?.label ?? '';
const period = (start: string, end: string) => `${start} - ${end || '至今'}`;

/** Reads the resume as it was sent with the application (JSON text of the console's entry); null when unreadable. */
function readSent(text: string): Sent | null {
  try {
    const sent = JSON.parse(text) as Partial<Sent> & { content?: ResumeContent; attachment?: { name: string } };
    if (sent.type === 1 && sent.content?.basic) return { type: 1, content: sent.content };
    if (sent.type === 2 && sent.attachment) return { type: 2, attachment: sent.attachment };
  } catch {
    // a resume the console cannot read is shown by its name only
  }
  return null;
}

/** The resume a student queued or booked with, as the recruiter reads it during the talk. */
export function ResumeSummary({ resume, name }: { resume: string; name: string }): ReactElement {
  const sent = readSent(resume);
  if (!sent) return <p className={styles.hint}>{name}</p>;
  if (sent.type === 2) return <p className={styles.hint}>{T.attachment(sent.attachment.name)}</p>;
  const { basic, intention, education_list, work_list, project_list, other } = sent.content;
  const line = [basic.school, basic.major, degree(basic.degree), basic.graduation_year ? `${basic.graduation_year}届` : ''].filter(Boolean).join(' · ');
  return (
    <div className={styles.resume}>
      <p>
        <strong>{basic.name}</strong> {line}
      </p>
      {intention.categories.length > 0 && <p>求职意向：{intention.categories.join('、')}</p>}
      {education_list.length > 0 && (
        <section>
          <h4>教育经历</h4>
          {education_list.map((e) => (
            <p key={e.id}>
              {period(e.start_date, e.end_date)} {e.school} {e.major} {degree(e.degree)}
            </p>
          ))}
        </section>
      )}
      {work_list.length > 0 && (
        <section>
          <h4>实习与工作经历</h4>
          {work_list.map((w) => (
            <div key={w.id}>
              <p>
                {period(w.start_date, w.end_date)} {w.company} · {w.position}
              </p>
              {w.description && <p className={styles.pre}>{w.description}</p>}
            </div>
          ))}
        </section>
      )}
      {project_list.length > 0 && (
        <section>
          <h4>项目经历</h4>
          {project_list.map((p) => (
            <div key={p.id}>
              <p>
                {period(p.start_date, p.end_date)} {p.name} · {p.role}
              </p>
              {p.description && <p className={styles.pre}>{p.description}</p>}
            </div>
          ))}
        </section>
      )}
      {other.skills && (
        <section>
          <h4>技能</h4>
          <p className={styles.pre}>{other.skills}</p>
        </section>
      )}
    </div>
  );
}
