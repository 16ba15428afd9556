// @vitest-environment happy-dom
import { MESSAGES } from '@cumplia/domain';
import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { theme } from '../app/theme';
import { Pager } from './pager';

const renderPager = (page: number, totalPages: number, onChange = vi.fn()) => {
  render(
    <MantineProvider theme={theme}>
      <Pager page={page} totalPages={totalPages} onChange={onChange} />
    </MantineProvider>,
  );
  return onChange;
};

afterEach(cleanup);

describe('Pager', () => {
  it('counts pages from one and moves one page each way', () => {
    const onChange = renderPager(1, 3);
    expect(screen.getByText(MESSAGES.common.pageOf(2, 3))).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: MESSAGES.common.previous }));
    fireEvent.click(screen.getByRole('button', { name: MESSAGES.common.next }));
    expect(onChange.mock.calls).toEqual([[0], [2]]);
  });

  it('offers no page before the first or after the last', () => {
    renderPager(0, 1);
    expect(screen.getByRole('button', { name: MESSAGES.common.previous }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: MESSAGES.common.next }).hasAttribute('disabled')).toBe(true);
  });
});
