import { INDIRECT_TAX_KINDS, indirectTaxFor, TAX_TERRITORIES, type TaxIssuer } from '@cumplia/domain';
import { describe, expect, it } from 'vitest';
import type { ComputerSystem } from '../../lib/billing-system.js';
import { madridTimestamp } from '../../lib/madrid-time.js';
import { soapBodyDocument, validateAeat } from '../../test-support/aeat-schemas.js';
import { aeatText } from './aeat-format.js';
import { altaFingerprint, anulacionFingerprint } from './fingerprint.js';
import {
  type AltaRecordInput,
  type AnulacionRecordInput,
  buildAltaRecord,
  buildAnulacionRecord,
  type TaxBreakdownLine,
} from './invoice-records.js';
import { verifactuQrUrl } from './qr-url.js';
import { buildSubmissionEnvelope } from './submission.js';
import { parseSubmissionAnswer } from './submission-answer.js';

describe('Verifactu record fingerprints', () => {
  // "Especificaciones técnicas para generación de la huella o hash de los registros de facturación" v0.1.2,
  // section 6: the three worked examples, a first registration, the next one, and a cancellation after it.
  it("reproduces the AEAT's worked example 1: the first RegistroAlta of a system", () => {
    expect(
      altaFingerprint({
        issuerNif: '89890001K',
        numero: '12345678/G33',
        fecha: '2024-01-01',
        tipoFactura: 'F1',
        cuotaTotalCents: 1235,
        importeTotalCents: 12345,
        previousHash: null,
        recordTimestamp: '2024-01-01T19:20:30+01:00',
      }),
    ).toBe('3C464DAF61ACB827C65FDA19F352A4E3BDC2C640E9E9FC4CC058073F38F12F60');
  });

  it("reproduces the AEAT's worked example 2: a RegistroAlta chained to the first", () => {
    expect(
      altaFingerprint({
        issuerNif: '89890001K',
        numero: '12345679/G34',
        fecha: '2024-01-01',
        tipoFactura: 'F1',
        cuotaTotalCents: 1235,
        importeTotalCents: 12345,
        previousHash: '3C464DAF61ACB827C65FDA19F352A4E3BDC2C640E9E9FC4CC058073F38F12F60',
        recordTimestamp: '2024-01-01T19:20:35+01:00',
      }),
    ).toBe('F7B94CFD8924EDFF273501B01EE5153E4CE8F259766F88CF6ACB8935802A2B97');
  });

  it("reproduces the AEAT's worked example 3: a RegistroAnulacion chained to the second", () => {
    expect(
      anulacionFingerprint({
        issuerNif: '89890001K',
        numero: '12345679/G34',
        fecha: '2024-01-01',
        previousHash: 'F7B94CFD8924EDFF273501B01EE5153E4CE8F259766F88CF6ACB8935802A2B97',
        recordTimestamp: '2024-01-01T19:20:40+01:00',
      }),
    ).toBe('177547C0D57AC74748561D054A9CEC14B4C4EA23D1BEFD6F2E69E3A388F90C68');
  });

  it('writes the generation time in Madrid with its offset, winter and summer', () => {
    expect(madridTimestamp(new Date('2026-11-21T09:15:07.456Z'))).toBe('2026-11-21T10:15:07+01:00');
    expect(madridTimestamp(new Date('2026-07-01T22:30:00Z'))).toBe('2026-07-02T00:30:00+02:00');
  });
});

describe('the invoice QR code', () => {
  it('points at the ValidarQR service with the four parameters, URL-encoded', () => {
    // "Características del QR y especificaciones del servicio de cotejo", section 4: an "&" in the number.
    expect(
      verifactuQrUrl('https://prewww2.aeat.es/wlpl/TIKE-CONT/ValidarQR', {
        issuerNif: '89890001K',
        numero: '12345678&G33',
        fecha: '2024-01-01',
        importeTotalCents: 24140,
      }),
    ).toBe(
      'https://prewww2.aeat.es/wlpl/TIKE-CONT/ValidarQR?nif=89890001K&numserie=12345678%26G33&fecha=01-01-2024&importe=241.40',
    );
  });
});

const SYSTEM: ComputerSystem = {
  producerName: 'Cumplia Soluciones Normativas S.L.',
  producerNif: 'B38990016',
  name: 'Cumplia',
  id: 'CU',
  version: '1.0',
  installationNumber: '1',
  onlyVerifactu: true,
  multipleTaxpayersPossible: false,
  multipleTaxpayersInUse: false,
};

const previous = { issuerNif: 'B38990016', numero: 'F2026-000041', fecha: '2026-11-20', hash: 'A'.repeat(64) };

const breakdownOf = (issuer: TaxIssuer, recipient: (typeof TAX_TERRITORIES)[number], baseCents: number) => {
  const tax = indirectTaxFor(issuer, recipient);
  const cuotaCents = Math.round((baseCents * tax.rateBasisPoints) / 10_000);
  const line: TaxBreakdownLine = { ...tax.verifactu, rateBasisPoints: tax.rateBasisPoints, baseCents, cuotaCents };
  return { line, cuotaCents };
};

function alta(overrides: Partial<AltaRecordInput> = {}): AltaRecordInput {
  const { line, cuotaCents } = breakdownOf({ territory: 'CANARIAS' }, 'CANARIAS', 25000);
  return {
    invoice: { issuerNif: 'B38990016', numero: 'F2026-000042', fecha: '2026-11-21' },
    issuerName: "Cumplia Soluciones Normativas S.L. <demo> 'A=B'",
    tipoFactura: 'F1',
    rectification: null,
    fechaOperacion: null,
    descripcion: 'Alta anual del protocolo de LOPDGDD; Alta anual del protocolo de acoso laboral',
    recipient: { name: 'Panadería La Laguna S.L.', nif: 'b38567897' },
    breakdown: [line],
    cuotaTotalCents: cuotaCents,
    importeTotalCents: 25000 + cuotaCents,
    correction: null,
    previous,
    recordTimestamp: '2026-11-21T10:15:07+01:00',
    system: SYSTEM,
    reference: 'cumplia-registro-42',
    ...overrides,
  };
}

const anulacion = (overrides: Partial<AnulacionRecordInput> = {}): AnulacionRecordInput => ({
  invoice: { issuerNif: 'B38990016', numero: 'F2026-000042', fecha: '2026-11-21' },
  withoutPriorRecord: false,
  afterRejection: false,
  previous,
  recordTimestamp: '2026-11-21T10:16:00+01:00',
  system: SYSTEM,
  reference: 'cumplia-registro-43',
  ...overrides,
});

const rectified = [{ issuerNif: 'B38990016', numero: 'F2026-000012', fecha: '2026-10-02' }];

/** Every shape of record the product produces, and the simplified ones its builder also writes. */
const RECORDS: [string, string][] = [
  ['F1, IGIC charged (Canarias to Canarias)', buildAltaRecord(alta()).xml],
  ['F1, the first record of the chain (PrimerRegistro)', buildAltaRecord(alta({ previous: null })).xml],
  ...TAX_TERRITORIES.flatMap((issuer) =>
    TAX_TERRITORIES.map((recipient): [string, string] => {
      const { line, cuotaCents } = breakdownOf({ territory: issuer, ipsiRateBasisPoints: 400 }, recipient, 9000);
      return [
        `F1, ${issuer} issuer, ${recipient} recipient (${line.impuesto}/${line.claveRegimen ?? '-'}/${line.calificacion})`,
        buildAltaRecord(alta({ breakdown: [line], cuotaTotalCents: cuotaCents, importeTotalCents: 9000 + cuotaCents }))
          .xml,
      ];
    }),
  ),
  ...(['R1', 'R2', 'R3', 'R4'] as const).map((tipo): [string, string] => [
    `${tipo} by differences`,
    buildAltaRecord(
      alta({
        invoice: { issuerNif: 'B38990016', numero: 'R2026-000003', fecha: '2026-11-21' },
        tipoFactura: tipo,
        rectification: { tipo: 'I', rectified, rectifiedAmounts: null },
        fechaOperacion: '2026-10-02',
        breakdown: [{ ...breakdownOf({ territory: 'CANARIAS' }, 'CANARIAS', -25000).line }],
        cuotaTotalCents: -1750,
        importeTotalCents: -26750,
      }),
    ).xml,
  ]),
  [
    'R1 by substitution, with the rectified amounts',
    buildAltaRecord(
      alta({
        tipoFactura: 'R1',
        rectification: { tipo: 'S', rectified, rectifiedAmounts: { baseCents: 25000, cuotaCents: 1750 } },
        fechaOperacion: '2026-10-02',
      }),
    ).xml,
  ],
  [
    'R5 (a simplified invoice rectified), without recipient',
    buildAltaRecord(
      alta({ tipoFactura: 'R5', recipient: null, rectification: { tipo: 'I', rectified, rectifiedAmounts: null } }),
    ).xml,
  ],
  ['subsanación of an accepted record', buildAltaRecord(alta({ correction: { rechazoPrevio: null } })).xml],
  [
    'alta after a rejected first record (RechazoPrevio X)',
    buildAltaRecord(alta({ correction: { rechazoPrevio: 'X' } })).xml,
  ],
  [
    'alta after a rejected correction (RechazoPrevio S)',
    buildAltaRecord(alta({ correction: { rechazoPrevio: 'S' } })).xml,
  ],
  ['anulación', buildAnulacionRecord(anulacion()).xml],
  ['anulación without a prior record at the AEAT', buildAnulacionRecord(anulacion({ withoutPriorRecord: true })).xml],
  ['anulación after a rejected one', buildAnulacionRecord(anulacion({ afterRejection: true })).xml],
  ['anulación, first record of the chain', buildAnulacionRecord(anulacion({ previous: null })).xml],
];

describe('records against the AEAT schemas (SuministroInformacion.xsd, SuministroLR.xsd)', () => {
  it.each(RECORDS)('%s validates as a record of its own', async (_, xml) => {
    const { valid, errors } = await validateAeat(
      `<?xml version="1.0" encoding="UTF-8"?>\n${xml}`,
      'SuministroInformacion.xsd',
    );
    expect(errors).toEqual([]);
    expect(valid).toBe(true);
  });

  it('puts all of them in one submission that validates as RegFactuSistemaFacturacion', async () => {
    const envelope = buildSubmissionEnvelope({
      taxpayer: { name: 'Cumplia Soluciones Normativas S.L.', nif: 'B38990016' },
      records: RECORDS.map(([, xml]) => xml),
    });
    const body = soapBodyDocument(envelope);
    expect(body).not.toBeNull();
    const { valid, errors } = await validateAeat(body ?? '', 'SuministroLR.xsd');
    expect(errors).toEqual([]);
    expect(valid).toBe(true);
  });

  it('fails the schema when a record breaks it (the check can fail)', async () => {
    const broken = buildAltaRecord(alta()).xml.replace(
      '<sf:TipoFactura>F1</sf:TipoFactura>',
      '<sf:TipoFactura>X9</sf:TipoFactura>',
    );
    const { valid } = await validateAeat(
      `<?xml version="1.0" encoding="UTF-8"?>\n${broken}`,
      'SuministroInformacion.xsd',
    );
    expect(valid).toBe(false);
  });
});

describe('what a record says', () => {
  it('chains to the previous record and carries its own fingerprint, of the fields the specification names', () => {
    const input = alta();
    const { xml, hash } = buildAltaRecord(input);
    expect(hash).toBe(
      altaFingerprint({
        issuerNif: 'B38990016',
        numero: 'F2026-000042',
        fecha: '2026-11-21',
        tipoFactura: 'F1',
        cuotaTotalCents: 1750,
        importeTotalCents: 26750,
        previousHash: previous.hash,
        recordTimestamp: input.recordTimestamp,
      }),
    );
    expect(xml).toContain(`<sf:Huella>${previous.hash}</sf:Huella>`);
    expect(xml).toMatch(new RegExp(`<sf:Huella>${hash}</sf:Huella>\\s*</sf:RegistroAlta>`));
    expect(xml).toContain('<sf:NIF>B38567897</sf:NIF>');
    expect(xml).toContain('<sf:IdSistemaInformatico>CU</sf:IdSistemaInformatico>');
    expect(xml).toContain('<sf:TipoUsoPosibleSoloVerifactu>S</sf:TipoUsoPosibleSoloVerifactu>');
  });

  it('writes the first record of the chain as PrimerRegistro, its fingerprint over an empty previous one', () => {
    const { xml } = buildAltaRecord(alta({ previous: null }));
    expect(xml).toContain('<sf:PrimerRegistro>S</sf:PrimerRegistro>');
    expect(xml).not.toContain('RegistroAnterior');
  });

  it('types rectifications: R-type, I or S, the rectified invoice, and the rectified amounts only by substitution', () => {
    const bySubstitution = buildAltaRecord(
      alta({
        tipoFactura: 'R3',
        rectification: { tipo: 'S', rectified, rectifiedAmounts: { baseCents: 25000, cuotaCents: 1750 } },
      }),
    ).xml;
    expect(bySubstitution).toContain('<sf:TipoFactura>R3</sf:TipoFactura>');
    expect(bySubstitution).toContain('<sf:TipoRectificativa>S</sf:TipoRectificativa>');
    expect(bySubstitution).toContain('<sf:NumSerieFactura>F2026-000012</sf:NumSerieFactura>');
    expect(bySubstitution).toContain('<sf:BaseRectificada>250.00</sf:BaseRectificada>');
    const byDifferences = buildAltaRecord(
      alta({ tipoFactura: 'R1', rectification: { tipo: 'I', rectified, rectifiedAmounts: null } }),
    ).xml;
    expect(byDifferences).toContain('<sf:TipoRectificativa>I</sf:TipoRectificativa>');
    expect(byDifferences).not.toContain('ImporteRectificacion');
  });

  it('breaks down a not-subject service without rate or tax, and IPSI without ClaveRegimen', () => {
    const n2 = buildAltaRecord(
      alta({ breakdown: [breakdownOf({ territory: 'CANARIAS' }, 'PENINSULA_BALEARES', 9000).line] }),
    ).xml;
    expect(n2).toContain('<sf:ClaveRegimen>08</sf:ClaveRegimen>');
    expect(n2).toContain('<sf:CalificacionOperacion>N2</sf:CalificacionOperacion>');
    expect(n2).not.toContain('TipoImpositivo');
    expect(n2).not.toContain('CuotaRepercutida');
    const ipsi = buildAltaRecord(
      alta({ breakdown: [breakdownOf({ territory: 'MELILLA', ipsiRateBasisPoints: 400 }, 'MELILLA', 10000).line] }),
    ).xml;
    expect(ipsi).toContain('<sf:Impuesto>02</sf:Impuesto>');
    expect(ipsi).not.toContain('ClaveRegimen');
    expect(ipsi).toContain('<sf:TipoImpositivo>4.00</sf:TipoImpositivo>');
    expect(INDIRECT_TAX_KINDS).toHaveLength(3);
  });

  it('keeps text fields within their length and without the characters the AEAT refuses', () => {
    expect(aeatText(' L\'Arbre  "Verd" <S.L.> = ', 120)).toBe('L’Arbre ”Verd” S.L.');
    expect(aeatText('x'.repeat(600), 500)).toHaveLength(500);
  });
});

describe("reading the AEAT's answer", () => {
  it('reads the state, CSV, wait and each line, whatever the prefixes', () => {
    const answer = parseSubmissionAnswer(`<?xml version="1.0" encoding="UTF-8"?>
<env:Envelope xmlns:env="http://schemas.xmlsoap.org/soap/envelope/"><env:Body>
<tikR:RespuestaRegFactuSistemaFacturacion xmlns:tikR="urn:r" xmlns:tik="urn:i">
<tikR:CSV>A-YDSW8NLFLANWPM</tikR:CSV>
<tikR:DatosPresentacion><tik:NIFPresentador>B38990016</tik:NIFPresentador><tik:TimestampPresentacion>2026-11-21T10:16:00+01:00</tik:TimestampPresentacion></tikR:DatosPresentacion>
<tikR:Cabecera><tik:ObligadoEmision><tik:NombreRazon>X</tik:NombreRazon><tik:NIF>B38990016</tik:NIF></tik:ObligadoEmision></tikR:Cabecera>
<tikR:TiempoEsperaEnvio>60</tikR:TiempoEsperaEnvio><tikR:EstadoEnvio>ParcialmenteCorrecto</tikR:EstadoEnvio>
<tikR:RespuestaLinea><tikR:IDFactura><tik:IDEmisorFactura>B38990016</tik:IDEmisorFactura><tik:NumSerieFactura>F2026-000042</tik:NumSerieFactura><tik:FechaExpedicionFactura>21-11-2026</tik:FechaExpedicionFactura></tikR:IDFactura><tikR:Operacion><tik:TipoOperacion>Alta</tik:TipoOperacion></tikR:Operacion><tikR:RefExterna>cumplia-registro-42</tikR:RefExterna><tikR:EstadoRegistro>Incorrecto</tikR:EstadoRegistro><tikR:CodigoErrorRegistro>3000</tikR:CodigoErrorRegistro><tikR:DescripcionErrorRegistro>Registro de facturaci&#243;n duplicado &amp; otros.</tikR:DescripcionErrorRegistro><tikR:RegistroDuplicado><tik:IdPeticionRegistroDuplicado>2025012345</tik:IdPeticionRegistroDuplicado><tik:EstadoRegistroDuplicado>Correcta</tik:EstadoRegistroDuplicado></tikR:RegistroDuplicado></tikR:RespuestaLinea>
</tikR:RespuestaRegFactuSistemaFacturacion></env:Body></env:Envelope>`);
    expect(answer).toMatchObject({
      kind: 'answer',
      csv: 'A-YDSW8NLFLANWPM',
      waitSeconds: 60,
      status: 'ParcialmenteCorrecto',
      lines: [
        {
          invoice: { issuerNif: 'B38990016', numero: 'F2026-000042', fecha: '2026-11-21' },
          operation: 'Alta',
          reference: 'cumplia-registro-42',
          status: 'Incorrecto',
          errorCode: 3000,
          errorDescription: 'Registro de facturación duplicado & otros.',
          duplicate: { requestId: '2025012345', status: 'Correcta' },
        },
      ],
    });
  });

  it('reads a SOAP fault, its side and its AEAT code', () => {
    expect(
      parseSubmissionAnswer(
        '<env:Envelope xmlns:env="http://schemas.xmlsoap.org/soap/envelope/"><env:Body><env:Fault><faultcode>env:Client</faultcode><faultstring>Codigo[4104].El NIF del titular en la cabecera no está identificado.</faultstring></env:Fault></env:Body></env:Envelope>',
      ),
    ).toEqual({
      kind: 'fault',
      side: 'client',
      message: 'Codigo[4104].El NIF del titular en la cabecera no está identificado.',
      errorCode: 4104,
    });
  });

  it('refuses what is no answer of the service', () => {
    expect(() => parseSubmissionAnswer('<html><body>Service Unavailable</body></html>')).toThrow();
    expect(() => parseSubmissionAnswer('<!DOCTYPE x [<!ENTITY a "b">]><x>&a;</x>')).toThrow(/DOCTYPE/);
  });
});
