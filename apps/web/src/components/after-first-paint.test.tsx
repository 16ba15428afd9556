// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { lazy } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { AfterFirstPaint } from './after-first-paint';

afterEach(cleanup);

describe('AfterFirstPaint', () => {
  it('commits the page without its lazy parts, which follow once it has painted', async () => {
    let loadStarted = false;
    const Footer = lazy(async () => {
      loadStarted = true;
      return { default: () => <p>Calle del Castillo 12</p> };
    });
    render(
      <main>
        <h1>Protección de datos</h1>
        <AfterFirstPaint>
          <Footer />
        </AfterFirstPaint>
      </main>,
    );
    expect(screen.getByRole('heading', { name: 'Protección de datos' })).toBeTruthy();
    expect(loadStarted).toBe(false);
    expect(await screen.findByText('Calle del Castillo 12')).toBeTruthy();
  });
});
