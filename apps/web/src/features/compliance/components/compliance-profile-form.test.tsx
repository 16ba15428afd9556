// @vitest-environment happy-dom
import { type ComplianceProfile, type ComplianceProfileView, complianceEndpoints } from '@cumplia/domain';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { theme } from '../../../app/theme';
import { type ApiTestAnswer, type ApiTestRequest, startApiTestServer } from '../../../test-support/api-test-server';
import { bakeryProfile } from '../../../test-support/test-profile';
import { storeTestSession } from '../../../test-support/test-session';
import { ComplianceProfileForm } from './compliance-profile-form';

// happy-dom has no FontFaceSet, which Mantine's autosizing text areas listen to.
if (!('fonts' in document)) Object.defineProperty(document, 'fonts', { value: new EventTarget() });

const viewOf = (profile: ComplianceProfile, version: number): ComplianceProfileView => ({
  companyId: 7,
  razonSocial: 'Panadería La Laguna S.L.',
  cnae: '1071',
  saved: true,
  version,
  hash: `hash-${version}`,
  updatedAt: '2026-11-20T10:00:00.000Z',
  profile,
  missing: { lopd: [], acoso: [], desconexion: [] },
  obligations: [],
  wordingVersions: { LOPD: 'w1', ACOSO: 'w1', DIGITAL: 'w1' },
  documentVersions: [],
});

/** The saves the API received (the client may send one again after a dropped connection: the last is the one). */
const saves: ApiTestRequest[] = [];
/** The API's answer to a save: by default the profile as sent, one version up. */
let answer: (request: ApiTestRequest) => ApiTestAnswer = (request) => ({
  status: 200,
  body: viewOf(request.body as ComplianceProfile, 4),
});
let server: Awaited<ReturnType<typeof startApiTestServer>>;

beforeAll(async () => {
  server = await startApiTestServer((request) => {
    if (request.url === complianceEndpoints.saveOwn.path && request.method === 'PUT') saves.push(request);
    return answer(request);
  });
  storeTestSession();
});
afterAll(() => server.close());
const defaultAnswer = answer;
afterEach(() => {
  cleanup();
  saves.length = 0;
  answer = defaultAnswer;
});

function renderForm() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MantineProvider theme={theme}>
        <ComplianceProfileForm scope={{ kind: 'company' }} view={viewOf(bakeryProfile, 3)} />
      </MantineProvider>
    </QueryClientProvider>,
  );
}

const field = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: RegExp, value: string) => fireEvent.change(field(label), { target: { value } });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Guardar perfil' }));
const processorNames = () => screen.queryAllByLabelText(/^Nombre o razón social/);

describe('the compliance profile form', () => {
  it('saves every answer as edited', async () => {
    renderForm();
    type(/^Persona asesora confidencial/, 'Marta Acosta Pérez');
    save();
    await waitFor(() => expect(saves.length).toBeGreaterThan(0));
    expect(saves.at(-1)?.body).toMatchObject({
      ...bakeryProfile,
      asesorConfidencial: 'Marta Acosta Pérez',
    });
    // The form now holds the answers as saved.
    await waitFor(() => expect(field(/^Persona asesora confidencial/).value).toBe('Marta Acosta Pérez'));
  });

  it('adds a processor with its own fields, and removes it', async () => {
    renderForm();
    const before = processorNames().length;
    fireEvent.click(screen.getByRole('button', { name: 'Añadir encargado' }));
    expect(processorNames()).toHaveLength(before + 1);
    fireEvent.change(processorNames()[before] as HTMLInputElement, { target: { value: 'Nubes del Teide S.L.' } });
    save();
    await waitFor(() => expect(saves.length).toBeGreaterThan(0));
    const sent = saves.at(-1)?.body as ComplianceProfile;
    expect(sent.encargados).toHaveLength(bakeryProfile.encargados.length + 1);
    expect(sent.encargados.at(-1)).toMatchObject({ tipo: 'gestoria', nombre: 'Nubes del Teide S.L.', fueraEEE: false });

    fireEvent.click(screen.getByRole('button', { name: `Quitar el encargado ${before + 1}` }));
    expect(processorNames()).toHaveLength(before);
  });

  it('keeps the answers and says why when the save is refused', async () => {
    answer = () => ({ status: 409, body: { code: 'CONFLICT', message: 'El perfil cambió mientras lo editaba.' } });
    renderForm();
    type(/^Persona asesora confidencial/, 'Marta Acosta Pérez');
    save();
    expect(await screen.findByText('El perfil cambió mientras lo editaba.')).toBeTruthy();
    expect(field(/^Persona asesora confidencial/).value).toBe('Marta Acosta Pérez');
  });
});
