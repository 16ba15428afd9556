import { Button } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useLocation, useNavigate } from 'react-router';

/**
 * One step back in the app's history; `fallback` when the page was opened directly (a link, a bookmark), where
 * "back" would leave the app.
 */
export function useGoBack(fallback = '/') {
  const navigate = useNavigate();
  const location = useLocation();
  return () => (location.key === 'default' ? navigate(fallback) : navigate(-1));
}

/** 'Volver': one step back in the history, or to `to` when the spec names where it goes. */
export function BackButton({ to, fallback }: { to?: string; fallback?: string }) {
  const navigate = useNavigate();
  const goBack = useGoBack(fallback);
  return (
    <Button
      variant="subtle"
      leftSection={<IconArrowLeft size={16} aria-hidden="true" />}
      onClick={() => (to ? navigate(to) : goBack())}
      px={0}
    >
      Volver
    </Button>
  );
}
