// @vitest-environment happy-dom
import { ROLES } from '@cumplia/domain';
import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { RouterProvider } from 'react-router';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { paths } from '../../../lib/paths';
import { NOT_FOUND_ANSWER, recordingApiServer } from '../../../test-support/api-test-server';
import { storeTestSession } from '../../../test-support/test-session';
import { router } from '../../router';
import { theme } from '../../theme';

// The worker's home asks the API for its data; what it answers does not matter here.
recordingApiServer(NOT_FOUND_ANSWER);
afterEach(cleanup);
afterAll(() => router.dispose());

describe('the not-found page', () => {
  it('offers a logged-in user the way back to their area, not a login', async () => {
    storeTestSession([ROLES.worker]);
    await router.navigate('/no-existe');
    render(
      <MantineProvider theme={theme} env="test">
        <RouterProvider router={router} />
      </MantineProvider>,
    );

    expect(await screen.findByRole('heading', { name: 'Página no encontrada' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Acceder' })).toBeNull();
    fireEvent.click(screen.getByRole('link', { name: 'Mi área' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.backoffice.workerHome));
  });
});
