import type { toast as SonnerToast } from 'sonner';

let loaded: Promise<typeof SonnerToast> | null = null;

/** sonner and the page's one Toaster load with the first toast, so pages that never toast skip them. */
function sonner(): Promise<typeof SonnerToast> {
  loaded ??= import('./toaster').then((m) => m.mountToaster());
  return loaded;
}

/** The spec's toasts (登录成功, warnings, info with the server message), shared by every parcel. */
export const toast = {
  success: (message: string): Promise<void> => sonner().then((t) => void t.success(message)),
  info: (message: string): Promise<void> => sonner().then((t) => void t.info(message)),
  warning: (message: string): Promise<void> => sonner().then((t) => void t.warning(message)),
  error: (message: string): Promise<void> => sonner().then((t) => void t.error(message)),
  dismiss: (): Promise<void> => sonner().then((t) => void t.dismiss()),
};
