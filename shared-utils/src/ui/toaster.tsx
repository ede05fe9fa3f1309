import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { Toaster, toast } from 'sonner';
import './toaster.module.css';

const HOST_ID = 'campus-toaster';

/** Renders the page's one Toaster at the end of <body> (once), subscribed before it returns. */
export function mountToaster(): typeof toast {
  if (!document.getElementById(HOST_ID)) {
    const host = document.createElement('div');
    host.id = HOST_ID;
    document.body.appendChild(host);
    // flushSync commits and runs the Toaster's subscription now, so the first toast is not missed.
    flushSync(() => createRoot(host).render(<Toaster position="top-center" richColors duration={3000} visibleToasts={3} />));
  }
  return toast;
}
