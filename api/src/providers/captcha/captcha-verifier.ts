/** What the client sends after passing the slider (spec §5): app id, random string and ticket. */
export type CaptchaProof = { appid: string; randstr: string; ticket: string; ip: string };

/** Redeems a captcha ticket once (docs/architecture.md §4): the built-in slider's, or the hosted service's. */
export interface CaptchaVerifier {
  readonly name: 'builtin' | 'hosted';
  /** True exactly once per genuine ticket of that app id. */
  redeem(proof: CaptchaProof): Promise<boolean>;
}
