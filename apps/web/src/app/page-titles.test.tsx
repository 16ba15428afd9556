// @vitest-environment happy-dom
import { ROLES } from '@cumplia/domain';
import { MantineProvider } from '@mantine/core';
import { cleanup, render, waitFor } from '@testing-library/react';
import { RouterProvider } from 'react-router';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { paths } from '../lib/paths';
import { queryClient } from '../lib/query-client';
import { NOT_FOUND_ANSWER, recordingApiServer } from '../test-support/api-test-server';
import { storeTestSession } from '../test-support/test-session';
import { router } from './router';
import { theme } from './theme';

// The pages ask the API for their data; what it answers does not matter to their titles.
recordingApiServer(NOT_FOUND_ANSWER);
afterEach(cleanup);
afterAll(() => router.dispose());

/** Opens `path` and waits for the browser tab to read `title`. */
async function expectTitle(path: string, title: string) {
  await router.navigate(path);
  expect(router.state.location.pathname).toBe(path);
  await waitFor(() => expect(document.title).toBe(title));
}

describe('the browser tab', () => {
  it('names each page', async () => {
    render(
      <MantineProvider theme={theme} env="test">
        <RouterProvider router={router} />
      </MantineProvider>,
    );
    await expectTitle(paths.login(), 'Acceso · Cumplia');
    await expectTitle(paths.register, 'Registro de empresa · Cumplia');

    storeTestSession([ROLES.superadmin]);
    await expectTitle(paths.backoffice.superadminHome, 'Inicio · Cumplia');
    await expectTitle(paths.backoffice.invoices, 'Facturación · Cumplia');
    await expectTitle(paths.backoffice.outbox, 'Mensajes · Cumplia');
    // The last page has had its answers: no request outlives the test's API.
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
  });
});
