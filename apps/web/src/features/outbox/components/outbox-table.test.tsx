// @vitest-environment happy-dom
import type { OutboxMessage } from '@cumplia/domain';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { theme } from '../../../app/theme';
import { recordingApiServer } from '../../../test-support/api-test-server';
import { storeTestSession } from '../../../test-support/test-session';
import { OutboxTable } from './outbox-table';

const message = (overrides: Partial<OutboxMessage>): OutboxMessage => ({
  id: 1,
  channel: 'EMAIL',
  recipient: 'ana@panaderiateide.example',
  subject: 'Bienvenida a Cumplia',
  bodyText: 'Bienvenida a Cumplia.',
  attachmentNames: [],
  status: 'SENT',
  attempts: 1,
  lastError: null,
  deliveredVia: 'smtp',
  createdAt: '2026-11-20T09:00:00.000Z',
  sentAt: '2026-11-20T09:00:02.000Z',
  sms: null,
  ...overrides,
});

const welcome = message({});
/** An SMS longer than its preview, whose cut falls just after 'S.L.'. */
const signingSms = message({
  id: 2,
  channel: 'SMS',
  recipient: '+34612009988',
  subject: null,
  bodyText:
    'Cumplia: 3 contratos pendientes de firma para Panadería Teide S.L. Fírmelos aquí: https://cumplia.example/firma/••••',
  deliveredVia: 'smpp',
});

/** The URLs the API received. */
const requests = recordingApiServer(({ url }) => {
  const channel = new URL(url, 'http://api.test').searchParams.get('channel');
  const content = [welcome, signingSms].filter((sent) => !channel || sent.channel === channel);
  return { status: 200, body: { content, number: 0, size: 10, totalPages: 1, totalElements: content.length } };
});
beforeAll(() => storeTestSession());
afterEach(cleanup);

function renderOutbox() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MantineProvider theme={theme} env="test">
        <OutboxTable />
      </MantineProvider>
    </QueryClientProvider>,
  );
}

const messagesTable = () => screen.findByRole('table', { name: 'Mensajes' });

describe("'Mensajes'", () => {
  it('shows each status badge whole: its label is never cut to fit', async () => {
    renderOutbox();
    const row = await within(await messagesTable()).findByRole('row', { name: /ana@panaderiateide\.example/ });
    const label = within(row).getByText('Enviado', { exact: true });
    // Mantine's badge label hides what overflows its box; here it shows all of it.
    expect(label.style.overflow).toBe('visible');
  });

  it('cuts the preview of an SMS, which has no subject, at a whole word of its text', async () => {
    renderOutbox();
    await messagesTable();
    fireEvent.click(screen.getByLabelText('Canal', { selector: 'input' }));
    fireEvent.click(await screen.findByRole('option', { name: 'SMS' }));
    const table = await messagesTable();
    await waitFor(() => expect(within(table).queryByRole('row', { name: /ana@panaderiateide\.example/ })).toBeNull());
    expect(requests.at(-1)).toContain('channel=SMS');
    const row = within(table).getByRole('row', { name: /\+34612009988/ });

    const preview = row.querySelectorAll('td')[3]?.textContent ?? '';
    expect(preview).toMatch(/…$/);
    fireEvent.click(within(row).getByRole('button', { name: /^Ver el mensaje/ }));
    const body = (await screen.findByTestId('outbox-body')).textContent ?? '';
    const shown = preview.replace(/…$/, '');
    expect(body.startsWith(shown)).toBe(true);
    // The cut falls between words; the punctuation ending the last word ('S.L.') is left out before the '…'.
    expect(body.slice(shown.length)).toMatch(/^[.,;:·-]*\s/);
  });

  it("asks before 'Reenviar' sends a copy, and sends nothing if cancelled", async () => {
    renderOutbox();
    const row = await within(await messagesTable()).findByRole('row', { name: /ana@panaderiateide\.example/ });
    const sentBefore = requests.length;
    fireEvent.click(within(row).getByRole('button', { name: 'Reenviar el mensaje a ana@panaderiateide.example' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Reenviar el mensaje?' });
    expect(dialog.textContent).toContain(
      'Se enviará otra vez el correo «Bienvenida a Cumplia» a ana@panaderiateide.example, con el mismo contenido.',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requests.slice(sentBefore).filter((url) => url.includes('/reenviar'))).toEqual([]);
  });
});
