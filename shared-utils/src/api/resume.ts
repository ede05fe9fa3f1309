/** The resume calls (spec §7 Student, resume and position calls): resume, attachments, examples, job intention. */
export const resume = {};
