import {
  PDFArray,
  PDFDict,
  type PDFDocument,
  PDFHexString,
  PDFInvalidObject,
  PDFName,
  PDFNumber,
  PDFString,
} from '@pdfme/pdf-lib';
import {
  ANNOTATION_FLAGS,
  DEFAULT_BYTE_RANGE_PLACEHOLDER,
  SIG_FLAGS,
  SUBFILTER_ETSI_CADES_DETACHED,
} from '@signpdf/utils';

export type SignatureDetails = {
  reason: string;
  location: string;
  contactInfo: string;
  name: string;
  signingTime: Date;
  /** Bytes reserved for the CMS signature (hex-encoded in the file, so twice as many characters). */
  signatureLength: number;
};

/**
 * Adds an empty, invisible signature field to the first page (ISO 32000-1, 12.7.4.5 and 12.8.1): a signature
 * dictionary whose /ByteRange and /Contents are placeholders that @signpdf/signpdf fills in once the bytes to
 * sign are fixed, a widget annotation pointing at it, and the AcroForm flags that tell readers the file is signed
 * and may only be appended to.
 */
export function addSignaturePlaceholder(document: PDFDocument, details: SignatureDetails) {
  const { context } = document;
  const byteRange = PDFArray.withContext(context);
  byteRange.push(PDFNumber.of(0));
  for (let i = 0; i < 3; i++) byteRange.push(PDFName.of(DEFAULT_BYTE_RANGE_PLACEHOLDER));

  const signature = context.obj({
    Type: 'Sig',
    Filter: 'Adobe.PPKLite',
    SubFilter: SUBFILTER_ETSI_CADES_DETACHED,
    ByteRange: byteRange,
    Contents: PDFHexString.of('0'.repeat(details.signatureLength * 2)),
    Reason: PDFString.of(details.reason),
    M: PDFString.fromDate(details.signingTime),
    ContactInfo: PDFString.of(details.contactInfo),
    Name: PDFString.of(details.name),
    Location: PDFString.of(details.location),
    Prop_Build: { Filter: { Name: 'Adobe.PPKLite' }, App: { Name: 'Cumplia' } },
  });
  // Written out as raw bytes so the placeholders stay findable in the saved file, never inside an object stream.
  const signatureBytes = new Uint8Array(signature.sizeInBytes());
  signature.copyBytesInto(signatureBytes, 0);
  const signatureRef = context.register(PDFInvalidObject.of(signatureBytes));

  const page = document.getPages()[0];
  if (!page) throw new Error('A PDF to seal needs at least one page.');
  const emptyBox = [0, 0, 0, 0];
  const widgetRef = context.register(
    context.obj({
      Type: 'Annot',
      Subtype: 'Widget',
      FT: 'Sig',
      Rect: emptyBox,
      V: signatureRef,
      T: PDFString.of('Sello Cumplia'),
      F: ANNOTATION_FLAGS.PRINT,
      P: page.ref,
      // An appearance stream, even an empty one, is required by PDF/A and by some readers.
      AP: { N: context.register(context.formXObject([], { BBox: emptyBox, Resources: {} })) },
    }),
  );
  const annotations = page.node.lookupMaybe(PDFName.of('Annots'), PDFArray) ?? context.obj([]);
  annotations.push(widgetRef);
  page.node.set(PDFName.of('Annots'), annotations);

  let form = document.catalog.lookupMaybe(PDFName.of('AcroForm'), PDFDict);
  if (!form) {
    form = context.obj({ Fields: [] });
    document.catalog.set(PDFName.of('AcroForm'), context.register(form));
  }
  const flags = form.lookupMaybe(PDFName.of('SigFlags'), PDFNumber)?.asNumber() ?? 0;
  form.set(PDFName.of('SigFlags'), PDFNumber.of(flags | SIG_FLAGS.SIGNATURES_EXIST | SIG_FLAGS.APPEND_ONLY));
  const fields = form.lookupMaybe(PDFName.of('Fields'), PDFArray) ?? context.obj([]);
  fields.push(widgetRef);
  form.set(PDFName.of('Fields'), fields);
}
