import { ROLES } from '@cumplia/domain';
import { describe, expect, it } from 'vitest';
import { accessTokenWith } from '../test-support/test-session';
import { decodeAccessToken } from './access-token';
import { decideAccess } from './route-guard';

const NOW = 1_800_000_000;

describe('decideAccess (the spec guard)', () => {
  it('sends a visitor without a token to /acceso', () => {
    expect(decideAccess(null, [ROLES.agency], NOW)).toEqual({ allowed: false, reason: 'no-token' });
  });

  it('treats an undecodable token as no access', () => {
    expect(decideAccess('no-es-un-jwt', [ROLES.agency], NOW)).toEqual({ allowed: false, reason: 'undecodable' });
    expect(decideAccess(accessTokenWith({ roles: [ROLES.agency] }), [ROLES.agency], NOW).allowed).toBe(false);
  });

  it('reports an expired token so both tokens are removed', () => {
    const expired = accessTokenWith({ roles: [ROLES.agency], exp: NOW });
    expect(decideAccess(expired, [ROLES.agency], NOW)).toEqual({ allowed: false, reason: 'expired' });
  });

  it('requires one of the roles, given as a list or a comma-separated string', () => {
    const asList = accessTokenWith({ roles: [ROLES.company], exp: NOW + 60 });
    const asString = accessTokenWith({ roles: `${ROLES.worker}, ${ROLES.superadmin}`, exp: NOW + 60 });
    expect(decideAccess(asList, [ROLES.agency], NOW)).toEqual({ allowed: false, reason: 'missing-role' });
    expect(decideAccess(asList, [ROLES.company], NOW)).toEqual({ allowed: true, roles: [ROLES.company] });
    expect(decideAccess(asString, [ROLES.superadmin], NOW)).toEqual({
      allowed: true,
      roles: [ROLES.worker, ROLES.superadmin],
    });
  });
});

describe('decodeAccessToken', () => {
  it('reads non-ASCII names', () => {
    expect(decodeAccessToken(accessTokenWith({ roles: [], exp: NOW, name: 'Lucía Núñez' }))?.name).toBe('Lucía Núñez');
  });

  it('ignores role names that are not ours', () => {
    expect(decodeAccessToken(accessTokenWith({ roles: ['ROLE_ADMIN', ROLES.company], exp: NOW }))?.roles).toEqual([
      ROLES.company,
    ]);
  });
});
