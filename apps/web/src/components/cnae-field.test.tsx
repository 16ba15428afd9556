// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { theme } from '../app/theme';
import { recordingApiServer } from '../test-support/api-test-server';
import { CnaeField } from './cnae-field';

recordingApiServer({ status: 200, body: { resultados: [] } });
afterEach(cleanup);

function Form() {
  const [cnae, setCnae] = useState('');
  return (
    <MantineProvider theme={theme}>
      <CnaeField value={cnae} onChange={setCnae} deferred />
    </MantineProvider>
  );
}

describe('the CNAE field on a public page', () => {
  it('is a plain field until the visitor reaches it, then hands over to the search keeping what was typed', async () => {
    render(<Form />);
    // The search, its API client and contracts are not part of the page's first load.
    expect(screen.queryByRole('combobox')).toBeNull();
    const plain = screen.getByRole('textbox', { name: /^CNAE/ });
    fireEvent.change(plain, { target: { value: 'panad' } });
    fireEvent.focus(plain);
    const search = (await screen.findByRole('combobox', { name: /^CNAE/ })) as HTMLInputElement;
    expect(search.value).toBe('panad');
  });
});
