// @vitest-environment happy-dom
import { ROLES } from '@cumplia/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../lib/paths';
import { storeTestSession } from '../test-support/test-session';
import { router } from './router';

beforeAll(() => storeTestSession([ROLES.worker]));
afterAll(() => router.dispose());

/** Where the router leaves a logged-in worker who asks for `path`. */
async function landingOf(path: string) {
  await router.navigate(path);
  return router.state.location.pathname;
}

describe('a worker on the superadmin-only pages', () => {
  it('is sent from the superadmin home to the worker home', async () => {
    expect(await landingOf(paths.backoffice.superadminHome)).toBe(paths.backoffice.workerHome);
  });

  it('meets them as the worker it is, never as a logged-out visitor', async () => {
    const b = paths.backoffice;
    expect(await landingOf(b.addCollaborator)).toBe(b.workerAddCollaborator);
    expect(await landingOf(b.users)).toBe(b.workerHome);
    expect(await landingOf(b.editUser(1))).toBe(b.workerHome);
    // The spec's collaborator edit routes lead to the collaborators, where editing happens.
    expect(await landingOf('/editargestoriasuperadmin')).toBe(b.collaborators);
    expect(await landingOf('/editarformulariosuperadmin')).toBe(b.collaborators);
  });
});
