import { browserNav, loadStudentInfo } from '@campus/shared-utils';

/** The result page of a diagnosis (spec §2: /subApp/diagnosticResult?id=&type=1). */
export const resultHash = (id: number): string => `#/subApp/diagnosticResult?id=${id}&type=1`;

/** After a new diagnosis: the header's AI简历诊断 now opens it (student info), and the page shows it. */
export function openNewResult(id: number): void {
  void loadStudentInfo();
  browserNav.setHash(resultHash(id));
}
