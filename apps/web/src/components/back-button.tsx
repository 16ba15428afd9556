import { Button } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useNavigate } from 'react-router';

/** 'Volver': one step back in the history, or to `to` when the spec names where it goes. */
export function BackButton({ to }: { to?: string }) {
  const navigate = useNavigate();
  return (
    <Button
      variant="subtle"
      leftSection={<IconArrowLeft size={16} aria-hidden="true" />}
      onClick={() => (to ? navigate(to) : navigate(-1))}
      px={0}
    >
      Volver
    </Button>
  );
}
