import { Button } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useNavigate } from 'react-router';

/** 'Volver': one step back in the history. */
export function BackButton() {
  const navigate = useNavigate();
  return (
    <Button
      variant="subtle"
      leftSection={<IconArrowLeft size={16} aria-hidden="true" />}
      onClick={() => navigate(-1)}
      px={0}
    >
      Volver
    </Button>
  );
}
