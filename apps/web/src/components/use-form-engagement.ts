import { useState } from 'react';

/** True from the first focus inside a form: the moment to load what only a user who fills it needs. */
export function useFormEngagement() {
  const [engaged, setEngaged] = useState(false);
  return { engaged, formProps: { onFocusCapture: () => setEngaged(true) } };
}
