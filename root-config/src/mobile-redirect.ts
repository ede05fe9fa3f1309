import { isMobileUserAgent, type SiteInfo } from '@campus/shared-utils';

/**
 * Spec §1: mobile browsers go to the mobile jump address with the QR parameter id as the scene,
 * except on a school site whose is_show_jobfair is 0. Returns the address, or null to stay.
 */
export function mobileJumpTarget(info: SiteInfo, userAgent: string, configured: string, origin: string): string | null {
  if (!isMobileUserAgent(userAgent)) return null;
  if (info.type === 2 && info.school?.is_show_jobfair === 0) return null;
  const base = info.mobile_jump_url || configured;
  if (!base) return null;
  const scene = info.school?.qr_parameter_id || info.channel?.qr_parameter_id || info.qr_parameter_id;
  const url = new URL(base, origin);
  url.searchParams.set('scene', scene);
  return url.href;
}
