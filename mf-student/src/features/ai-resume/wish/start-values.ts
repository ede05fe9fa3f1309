import type { AiWish, AiWishInput, ResumeDetail } from '@campus/shared-utils/student';

const EMPTY: AiWishInput = {
  name: '', sex: 0, phone: '', email: '', city: '', target_category: '', target_city: '', school: '', major: '', degree: 0, graduation_year: 0,
  skills: '', strengths: '', experiences: [],
};

/** The form's first values: the saved wish, else what the online resume already says (nothing typed twice). */
export function startValues(saved: AiWish | null, resume: ResumeDetail | null): AiWishInput {
  if (saved && saved.updated_at > 0) {
    const { updated_at: _updated, ...wish } = saved;
    return { ...EMPTY, ...wish };
  }
  if (!resume) return EMPTY;
  const { basic, intention, other } = resume;
  return {
    ...EMPTY,
    name: basic.name, sex: basic.sex, phone: basic.phone, email: basic.email, city: basic.city,
    school: basic.school, major: basic.major, degree: basic.degree, graduation_year: basic.graduation_year,
    target_category: intention.categories[0] ?? '', target_city: intention.cities[0] ?? '', skills: other.skills,
  };
}

/** A new, empty experience of the form. */
export const newExperience = (): AiWishInput['experiences'][number] => ({ kind: 'internship', title: '', role: '', start_date: '', end_date: '', text: '' });
