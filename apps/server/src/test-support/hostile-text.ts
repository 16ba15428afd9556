/** Names that reached SMS and e-mails as links, or reversed them (issue 56). */
export const HOSTILE_NAMES = [
  'Deudas Ajenas S.L. Pague ya en http://evil.example/pago',
  'café.com/pago',
  '185.23.4.5/pago',
  'pagoñ.es/x',
  'www.evil.com',
  'evil。com/x',
  'pago．es',
  'xn--caf-dma.com/a',
  '//evil.com/x',
  'escriba a hola@evil.com',
  'Panadería \u202Emoc.live//:sptth\u202C S.L.',
  'Zero\u200Bwidth.com',
  'Línea\nnueva.es',
];

/** Bidi overrides, zero-width and other invisible or control characters, line breaks aside. */
export const INVISIBLE_CHARACTERS = /[\p{Cf}]|(?![\n\r])\p{Cc}/u;
