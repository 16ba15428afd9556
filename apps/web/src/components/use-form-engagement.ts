import { useState } from 'react';
import { preloadResultDialog } from './result-dialog';

/**
 * True from the first focus inside a form: the moment to load what only a user who fills it needs (the captcha,
 * the dialog that will show the form's result, and `preload`: the form's validation and sending, where the page
 * loads them lazily).
 */
export function useFormEngagement(preload?: () => Promise<unknown>) {
  const [engaged, setEngaged] = useState(false);
  const engage = () => {
    if (engaged) return;
    setEngaged(true);
    preloadResultDialog();
    preload?.().catch(() => {
      // A failed preload is retried by the submit that needs the module, which reports the failure.
    });
  };
  return { engaged, formProps: { onFocusCapture: engage } };
}
