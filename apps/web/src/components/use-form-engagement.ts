import { useState } from 'react';
import { preloadResultDialog } from './result-dialog';

/**
 * True from the first focus inside a form: the moment to load what only a user who fills it needs (the captcha,
 * and the dialog that will show the form's result).
 */
export function useFormEngagement() {
  const [engaged, setEngaged] = useState(false);
  const engage = () => {
    if (engaged) return;
    setEngaged(true);
    preloadResultDialog();
  };
  return { engaged, formProps: { onFocusCapture: engage } };
}
