/** Answers of the api object's calls for component tests (mocked at the api object). */
export const ok = <T extends object>(data: T) => ({ ...data, apiStatus: true as const, code: 0, msg: 'success' });
export const failed = (msg = 'boom', code = 50001) => ({ apiStatus: false as const, code, msg });
