import type { RuntimeConfig } from '@campus/shared-utils';

/** Loads the page-view script only when configured, asynchronously; a failure changes nothing. */
export function loadAnalytics(config: Pick<RuntimeConfig, 'analyticsId' | 'analyticsSrc'>, doc: Document = document): HTMLScriptElement | null {
  if (!config.analyticsId || !config.analyticsSrc) return null;
  const script = doc.createElement('script');
  script.async = true;
  const separator = config.analyticsSrc.includes('?') ? '&' : '?';
  script.src = `${config.analyticsSrc}${separator}id=${encodeURIComponent(config.analyticsId)}`;
  script.onerror = () => script.remove();
  doc.head.appendChild(script);
  return script;
}
