/** Default avatars by sex, chosen by index modulo 3 (spec §2): woman_1..3, man_1..3. */
export type AvatarName = `${'woman' | 'man'}_${1 | 2 | 3}`;

/** sex 2 is female; 1 (or unknown) uses the male set. */
export function defaultAvatarName(sex: number, index: number): AvatarName {
  const n = ((Math.abs(Math.trunc(index)) % 3) + 1) as 1 | 2 | 3;
  return `${sex === 2 ? 'woman' : 'man'}_${n}`;
}

/** URL of a default avatar image, served from our own origin. */
export function defaultAvatarUrl(sex: number, index: number): string {
  return `/static/avatar/${defaultAvatarName(sex, index)}.svg`;
}

/** The avatar to show: the user's own, or the default by sex and index. */
export function avatarUrl(avatar: string | undefined, sex: number, index: number): string {
  return avatar ? avatar : defaultAvatarUrl(sex, index);
}
