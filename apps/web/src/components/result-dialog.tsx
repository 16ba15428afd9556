import { lazy, Suspense } from 'react';
import { useOpenedOnce } from './use-opened-once';

export type DialogContent = { title: string; message?: string; errors?: string[]; tone: 'success' | 'error' };

// The modal (focus trap, scroll lock, transitions) loads the first time a result is shown, so a form's page does
// not download it up front.
const loadResultModal = () => import('./result-modal');
const ResultModal = lazy(() => loadResultModal().then((module) => ({ default: module.ResultModal })));

/** Starts loading the modal before a result is due (a form being filled), so it opens without a wait. */
export function preloadResultDialog() {
  void loadResultModal();
}

/** The spec's success ('¡Éxito!', 'Éxito') and error ('Por favor, corrija los siguientes errores:') dialogs. */
export function ResultDialog({ content, onClose }: { content: DialogContent | null; onClose(): void }) {
  const mounted = useOpenedOnce(content !== null);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <ResultModal content={content} onClose={onClose} />
    </Suspense>
  );
}

/** The distinct messages of a react-hook-form error tree, for the error dialog. */
export function errorMessages(errors: object): string[] {
  const messages = new Set<string>();
  const visit = (node: unknown) => {
    if (!node || typeof node !== 'object') return;
    const { message } = node as { message?: unknown };
    if (typeof message === 'string') messages.add(message);
    for (const [key, child] of Object.entries(node)) if (key !== 'ref' && key !== 'message') visit(child);
  };
  visit(errors);
  return [...messages];
}
