import { useEffect, useState } from 'react';
import { api, type SiteConfig } from '@campus/shared-utils';

export type LandingData = {
  /** null while loading; 'failed' when the site config call failed */
  config: SiteConfig | null | 'failed';
  /** the students' QR code: its image, or the state of getting it */
  qr: { status: 'loading' | 'failed' } | { status: 'ready'; src: string };
};

/**
 * What the landing page loads besides site info: the site config by domain (background image, title) and
 * the landing data's qr_parameter_id, from which the students' messaging-app QR code is made.
 */
export function useLandingData(domain: string): LandingData {
  const [config, setConfig] = useState<LandingData['config']>(null);
  const [qr, setQr] = useState<LandingData['qr']>({ status: 'loading' });
  useEffect(() => {
    let stale = false;
    void api.site.getConfig(domain).then((r) => {
      if (!stale) setConfig(r.apiStatus ? r : 'failed');
    });
    void api.site.schoolHome({ domain }).then(async (home) => {
      if (stale) return;
      if (!home.apiStatus || !home.qr_parameter_id) {
        setQr({ status: 'failed' });
        return;
      }
      const code = await api.site.createQrParameter({ type: '4', qr_parameter_id: home.qr_parameter_id });
      if (!stale) setQr(code.apiStatus && code.QRcode ? { status: 'ready', src: code.QRcode } : { status: 'failed' });
    });
    return () => {
      stale = true;
    };
  }, [domain]);
  return { config, qr };
}
