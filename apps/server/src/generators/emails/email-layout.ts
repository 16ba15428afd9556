import { lastExpiryOf, type MessageText, secretsOf, type TextView, textOf } from '../../lib/secret-text.js';

/**
 * A rendered e-mail: the HTML part and the plain-text part say the same. `html` and `text` are what the
 * recipient reads; `masked` is the same mail with its secrets (codes, token links) masked, for anyone else;
 * `secretsExpireAt` says until when the secrets are useful (null: the mail carries none).
 */
export type RenderedEmail = {
  subject: string;
  html: string;
  text: string;
  masked: { html: string; text: string };
  secretsExpireAt: Date | null;
};

/** Any text but the subject and the action's label may carry secrets (`secret`, `secretLink`). */
export type EmailContent = {
  subject: string;
  /** Shown by mail clients next to the subject. */
  preheader: MessageText;
  greeting: string;
  paragraphs: MessageText[];
  action?: { label: string; url: MessageText };
  /** Small print under the action (why you got this mail, how to stop it). */
  footnotes?: MessageText[];
  signature: { legalName: string; address: string; email: string };
};

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Every value that reaches the HTML goes through here. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}

const PRIMARY = '#0e6a75';

/**
 * The product's e-mail look: a table layout with inline styles (what mail clients understand), the wordmark,
 * one call to action, and the provider's identity in the footer. Plain text mirrors it line by line.
 */
export function renderEmail(content: EmailContent): RenderedEmail {
  const secrets = [content.preheader, ...content.paragraphs, content.action?.url, ...(content.footnotes ?? [])].flatMap(
    (text) => secretsOf(text),
  );
  const real = renderView(content, 'real');
  return {
    subject: content.subject,
    ...real,
    masked: secrets.length > 0 ? renderView(content, 'masked') : real,
    secretsExpireAt: lastExpiryOf(secrets),
  };
}

function renderView(source: EmailContent, view: TextView): { html: string; text: string } {
  const content = {
    ...source,
    preheader: textOf(source.preheader, view),
    paragraphs: source.paragraphs.map((paragraph) => textOf(paragraph, view)),
    action: source.action && { label: source.action.label, url: textOf(source.action.url, view) },
    footnotes: (source.footnotes ?? []).map((note) => textOf(note, view)),
  };
  const paragraphs = content.paragraphs
    .map(
      (paragraph) =>
        `<p style="margin:0 0 16px;font-size:15px;line-height:1.6;color:#1f2933">${escapeHtml(paragraph)}</p>`,
    )
    .join('');
  const action = content.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="display:inline-block;background:${PRIMARY};color:#ffffff;text-decoration:none;font-weight:600;padding:12px 22px;border-radius:8px">${escapeHtml(content.action.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;line-height:1.5;color:#52606d">Si el botón no funciona, copie este enlace en su navegador:<br><a href="${escapeHtml(content.action.url)}" style="color:${PRIMARY};word-break:break-all">${escapeHtml(content.action.url)}</a></p>`
    : '';
  const footnotes = content.footnotes
    .map((note) => `<p style="margin:0 0 8px;font-size:12px;line-height:1.5;color:#7b8794">${escapeHtml(note)}</p>`)
    .join('');
  const { legalName, address, email } = content.signature;

  const html = `<!doctype html>
<html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(content.subject)}</title></head>
<body style="margin:0;padding:0;background:#f1f5f6;font-family:Inter,Segoe UI,Helvetica,Arial,sans-serif">
<span style="display:none;max-height:0;overflow:hidden">${escapeHtml(content.preheader)}</span>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f1f5f6;padding:24px 0"><tr><td align="center">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="max-width:600px;width:100%;background:#ffffff;border-radius:12px;overflow:hidden">
<tr><td style="background:${PRIMARY};padding:20px 32px;color:#ffffff;font-size:22px;font-weight:700;letter-spacing:-0.02em">Cumplia</td></tr>
<tr><td style="padding:32px">
<p style="margin:0 0 16px;font-size:15px;line-height:1.6;color:#1f2933">${escapeHtml(content.greeting)}</p>
${paragraphs}${action}${footnotes}
</td></tr>
<tr><td style="padding:20px 32px;background:#f8fafb;font-size:12px;line-height:1.5;color:#7b8794">${escapeHtml(legalName)} · ${escapeHtml(address)} · ${escapeHtml(email)}</td></tr>
</table></td></tr></table></body></html>`;

  const text = [
    content.greeting,
    '',
    ...content.paragraphs.flatMap((paragraph) => [paragraph, '']),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`, ''] : []),
    ...content.footnotes,
    '',
    '--',
    `${legalName} · ${address} · ${email}`,
  ].join('\n');

  return { html, text };
}
