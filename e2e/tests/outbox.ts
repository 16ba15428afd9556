import type { Browser } from '@playwright/test';
import { expect, test } from './fixtures';
import { worldPorts } from './world-ports';

/**
 * Reads the newest message to a recipient as the recipient gets it (e-mail text or SMS), from the development
 * mail catcher (`GET /dev/mensajes`, served only when NODE_ENV=development, as the e2e server runs). Staff pages
 * never show codes or personal links, so this is the only way a test (or a developer) reads them. With
 * `matching`, the newest message whose text matches.
 */
export async function readLatestMessage(browser: Browser, recipient: string, matching?: RegExp): Promise<string> {
  const context = await browser.newContext();
  try {
    let text = '';
    await expect
      .poll(async () => {
        const response = await context.request.get(`/dev/mensajes?to=${encodeURIComponent(recipient)}`);
        if (!response.ok()) return `HTTP ${response.status()}`;
        const messages = (await response.json()) as { text: string }[];
        text = messages.find((message) => !matching || matching.test(message.text))?.text ?? '';
        return text ? 'received' : 'nothing yet';
      })
      .toBe('received');
    return text;
  } finally {
    await context.close();
  }
}

/**
 * Reads the newest SMS a phone received, from the test SMPP server the e2e server sends SMS to (not from the
 * development catcher: with an SMS transport configured, SMS leave the outbox as in production). With `matching`,
 * the newest one whose text matches (two SMS queued together may arrive in either order).
 */
export async function readLatestSms(browser: Browser, phone: string, matching?: RegExp): Promise<string> {
  // Where this worker's test SMSC shows what each handset received (e2e/start-server.mjs).
  const handsets = `http://127.0.0.1:${worldPorts(test.info().parallelIndex).handsets}`;
  const context = await browser.newContext();
  try {
    let text = '';
    await expect
      .poll(async () => {
        const response = await context.request.get(`${handsets}/mensajes?to=${encodeURIComponent(phone)}`);
        if (!response.ok()) return `HTTP ${response.status()}`;
        const messages = (await response.json()) as { text: string }[];
        text = messages.find((message) => !matching || matching.test(message.text))?.text ?? '';
        return text ? 'received' : 'nothing yet';
      })
      .toBe('received');
    return text;
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

/**
 * The newest e-mail to a recipient with a given subject, with its attachments as the e-mail carries them (produced
 * by the server as its sender produces them, from the development mail catcher).
 */
export async function readLatestEmailWithAttachments(browser: Browser, recipient: string, subject: string) {
  const context = await browser.newContext();
  try {
    type Caught = { id: number; subject: string | null; text: string; attachments: string[] };
    let found: Caught | undefined;
    await expect
      .poll(async () => {
        const response = await context.request.get(`/dev/mensajes?to=${encodeURIComponent(recipient)}`);
        found = ((await response.json()) as Caught[]).find((message) => message.subject === subject);
        return found ? 'received' : 'nothing yet';
      })
      .toBe('received');
    const message = found as Caught;
    const attachments: { fileName: string; bytes: Buffer }[] = [];
    for (const [index, fileName] of message.attachments.entries()) {
      const response = await context.request.get(`/dev/mensajes/${message.id}/adjuntos/${index}`);
      expect(response.ok(), `${fileName}: ${response.status()}`).toBe(true);
      attachments.push({ fileName, bytes: await response.body() });
    }
    return { text: message.text, attachments };
  } finally {
    await context.close();
  }
}
