/** `attachment` with an ASCII fallback name and the exact UTF-8 name (RFC 6266 / RFC 5987). */
export function attachment(fileName: string): string {
  const ascii =
    fileName
      .normalize('NFD')
      .replace(/[^\x20-\x7e]/g, '')
      .replace(/["\\]/g, '_') || 'archivo';
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
