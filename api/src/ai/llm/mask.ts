/**
 * Personal numbers a student's text may hold, masked before any text leaves the server for a language model
 * (they are sent no contact details): mainland and Taiwan mobile numbers, landlines, e-mail addresses and
 * resident ID numbers. The model needs none of them to write or judge a resume.
 */
import { EMAIL_IN_TEXT, PHONE_IN_TEXT } from '@campus/shared-utils/rules';

const RULES: [RegExp, string][] = [
  // resident ID: 17 digits and a check digit or X (before phones: an ID holds 11-digit runs)
  [/(?<![\dA-Za-z])\d{6}(?:19|20)\d{2}(?:0[1-9]|1[0-2])(?:0[1-9]|[12]\d|3[01])\d{3}[\dXx](?![\dA-Za-z])/g, '【身份证号】'],
  [EMAIL_IN_TEXT, '【邮箱】'],
  // mobile numbers, as the import reads them: +86 / +886, spaces or dashes between the digits
  [PHONE_IN_TEXT, '【手机号】'],
  // a Taiwan number written without its 0 or +886 ("912 345 678")
  [/(?<!\d)9\d{2}[\s-]?\d{3}[\s-]?\d{3}(?!\d)/g, '【手机号】'],
  // landlines: area code and number
  [/(?<!\d)0\d{2,3}-\d{7,8}(?!\d)/g, '【电话】'],
];

export function maskPersonalNumbers(text: string): string {
  return RULES.reduce((out, [pattern, label]) => out.replace(pattern, label), text);
}
