/** The employer dialog's views (spec §2); forgot has two steps inside it. */
export type EmployerView = 'login' | 'register' | 'forgot';
