import type { Browser } from '@playwright/test';
import { expect, loginAs } from './fixtures';

/**
 * Reads the newest message to a recipient the way staff do: logged in as superadmin, on the 'Mensajes' page.
 * Returns the message text (e-mail body or SMS).
 */
export async function readLatestMessage(browser: Browser, recipient: string): Promise<string> {
  const context = await browser.newContext({ locale: 'es-ES' });
  await context.addInitScript(() => window.localStorage.setItem('cookieConsent', 'accepted'));
  const page = await context.newPage();
  try {
    await loginAs(page, 'superadmin');
    await page.getByRole('link', { name: 'Mensajes' }).click();
    await page.getByLabel('Destinatario').fill(recipient);
    const view = page.getByRole('button', { name: `Ver el mensaje a ${recipient}` }).first();
    await expect(view).toBeVisible();
    await view.click();
    return (await page.getByTestId('outbox-body').textContent()) ?? '';
  } finally {
    await context.close();
  }
}

/** The first link of a message text. */
export function firstLink(text: string): string {
  const link = /https?:\/\/\S+/.exec(text)?.[0];
  if (!link) throw new Error(`no link in: ${text}`);
  return link;
}

/** Links in messages carry the configured public URL; the test follows them on the server under test. */
export function onThisServer(link: string, baseURL: string | undefined): string {
  const url = new URL(link);
  return `${baseURL}${url.pathname}${url.search}`;
}
