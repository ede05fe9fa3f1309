/** The response envelope of every API call (spec §3): code 0 is success. */
export type Envelope<T extends object = object> = {
  apiStatus: boolean;
  msg: string;
  data: { code: number; msg: string } & Partial<T>;
};
