/** The result page of a diagnosis (spec §2: /subApp/diagnosticResult?id=&type=1). */
export const resultHash = (id: number): string => `#/subApp/diagnosticResult?id=${id}&type=1`;
