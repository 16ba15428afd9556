import { Alert, type MantineSpacing } from '@mantine/core';

type ProblemAlertProps = {
  problem: string | null;
  /** With it, the alert can be closed; without, it stays until the next attempt clears it. */
  onClose?: () => void;
  mb?: MantineSpacing;
};

/** What went wrong with the user's last action, in red and announced, until it is closed or cleared. */
export function ProblemAlert({ problem, onClose, mb }: ProblemAlertProps) {
  if (!problem) return null;
  return (
    <Alert
      color="red"
      role="alert"
      {...(mb ? { mb } : {})}
      {...(onClose ? { withCloseButton: true, closeButtonLabel: 'Cerrar aviso', onClose } : {})}
    >
      {problem}
    </Alert>
  );
}
