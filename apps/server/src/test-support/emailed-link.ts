import type { TestApp } from './test-app.js';

/** The first link of the newest message to an address. */
export async function emailedLink(t: TestApp, recipient: string): Promise<URL> {
  const message = await t.lastMessageTo(recipient);
  const link = /https?:\/\/\S+/.exec(message?.bodyText ?? '')?.[0];
  if (!link) throw new Error(`no link in the last message to ${recipient}`);
  return new URL(link);
}

/** The base64 JSON `data` of an e-mailed verification or reset link, decoded. */
export async function emailedLinkData(t: TestApp, recipient: string) {
  const data = (await emailedLink(t, recipient)).searchParams.get('data') ?? '';
  return JSON.parse(Buffer.from(data, 'base64').toString('utf8')) as { username: string; email?: string; code: string };
}
