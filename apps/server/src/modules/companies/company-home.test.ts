import { type CompanyHome, companyHomeSchema, RENEWAL_DEFAULT_PRICES_CENTS } from '@cumplia/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies } from '../../db/schema/index.js';
import { PROTOCOL_KIND, protocolWordingChanges } from '../../generators/pdf/protocol-pdfs.js';
import { createDemoTestApp, demoToken } from '../../test-support/demo-test-app.js';
import type { TestApp } from '../../test-support/test-app.js';
import { documentsOfLink, findSigningRequest } from '../signing/find-signing-request.js';
import { issueSigningCode, openLinkDocument, signInTransaction } from '../signing/signing-actions.js';
import { startContractSignature } from '../signing/start-contract-signature.js';

const URL = '/cumplia-core/empresas/my/resumen';
let t: TestApp;

const get = (token?: string) =>
  t.app.inject({ method: 'GET', url: URL, headers: token ? { authorization: `Bearer ${token}` } : {} });
const panaderia = async () => await demoToken(t, 'company');
const homeOf = async (token: string): Promise<CompanyHome> => {
  const response = await get(token);
  expect(response.statusCode, response.body).toBe(200);
  return companyHomeSchema.parse(response.json());
};
const byCode = (home: CompanyHome, code: string) => home.protocolos.find((protocol) => protocol.protocolo === code);

beforeAll(async () => {
  // The test clock reads 21 November 2026; the demo bakery signed its three contracts 352 days before.
  t = await createDemoTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('company home', () => {
  it('gives the demo company its three protocols in the renewal window, its returned invoice and its next steps', async () => {
    const home = await homeOf(await panaderia());
    expect(home.empresa).toEqual({
      id: expect.any(Number),
      razonSocial: 'Panadería La Laguna S.L.',
      nombreComercial: 'Panadería La Laguna',
      nifCif: 'B38567897',
      gestoria: 'Gestoría Atlántica',
      verificado: true,
      permitirDescarga: true,
      metodoDePago: 'SEPA',
      cuenta: 'ES70 **** **** **** **** 5678',
    });
    expect(home.protocolos.map((protocol) => protocol.protocolo)).toEqual(['LOPD', 'ACOSO', 'DIGITAL']);
    for (const protocol of home.protocolos) {
      expect(protocol).toEqual({
        protocolo: protocol.protocolo,
        estado: 'RENOVACION_PROXIMA',
        firmadoEl: '2025-12-04',
        vigenteDesde: '2025-12-04',
        vigenteHasta: '2026-12-04',
        avisoRenovacion: '2026-11-16',
        renovacion: 'POR_CONFIRMAR',
        // What the next period costs, before the IGIC of a company in Tenerife.
        precioRenovacion: {
          importe: RENEWAL_DEFAULT_PRICES_CENTS[protocol.protocolo] / 100,
          impuestos: 'IGIC 7 % no incluido',
        },
        descargable: true,
        faltaEnPerfil: [],
        noAplica: null,
        // The demo's documents were delivered before the wording was versioned: the card tells what changed.
        nuevaRedaccion: protocolWordingChanges(PROTOCOL_KIND[protocol.protocolo]),
      });
    }
    expect(home.proximosPasos).toEqual([
      {
        tipo: 'FACTURA_DEVUELTA',
        facturas: [
          {
            numero: expect.stringMatching(/^F2025-\d{6}$/),
            fecha: '2025-12-04',
            importeTotalImpuestos: expect.any(Number),
            codigo: 'AM04',
            motivo: 'saldo insuficiente',
          },
        ],
      },
      {
        tipo: 'RENOVACION',
        protocolos: ['LOPD', 'ACOSO', 'DIGITAL'],
        fecha: '2026-12-04',
        renovacion: 'POR_CONFIRMAR',
      },
      { tipo: 'DESCARGAR', protocolos: ['LOPD', 'ACOSO', 'DIGITAL'] },
    ]);
  });

  it('tells a signed, a pending and a not contracted protocol apart, and what the company has to do', async () => {
    const user = await t.factories.companyUser();
    const now = t.clock.now();
    await t.db
      .update(companies)
      .set({ lopdgdd: true, acosoLaboral: true, verificado: true, telefono: '+34611222333' })
      .where(eq(companies.id, user.companyId));
    await t.db.transaction(async (tx) => {
      const started = await startContractSignature(tx, {
        companyId: user.companyId,
        tools: [{ protocol: 'LOPD', priceCents: 12000 }],
        config: t.config,
        now,
      });
      if (!started) throw new Error('no signing link');
      const client = { ip: null, userAgent: null };
      const link = await findSigningRequest(tx, started.token, now);
      for (const document of documentsOfLink(link)) {
        await openLinkDocument(tx, { token: started.token, contractId: document.id, client }, now);
      }
      const issued = await issueSigningCode(
        tx,
        t.config,
        started.token,
        { consentimiento: true, nombre: link.company.nombre, nif: link.company.dni, client },
        now,
      );
      if (issued.outcome !== 'sent') throw new Error(`no code: ${issued.outcome}`);
      const outcome = await signInTransaction(tx, t.config, started.token, { code: issued.code, client }, now);
      expect(outcome).toBe('signed');
      await startContractSignature(tx, {
        companyId: user.companyId,
        tools: [{ protocol: 'ACOSO', priceCents: 9000 }],
        config: t.config,
        now,
      });
    });
    const home = await homeOf((await t.loginTokens(user.username, 'E')).token);
    expect(home.empresa).toMatchObject({ id: user.companyId, gestoria: null, verificado: true });
    expect(byCode(home, 'LOPD')).toEqual({
      protocolo: 'LOPD',
      estado: 'ACTIVO',
      firmadoEl: '2026-11-21',
      vigenteDesde: '2026-11-21',
      vigenteHasta: '2027-11-21',
      avisoRenovacion: '2027-11-03',
      renovacion: 'POR_CONFIRMAR',
      precioRenovacion: { importe: 90, impuestos: 'IGIC 7 % no incluido' },
      descargable: true,
      faltaEnPerfil: ['Complete y guarde el perfil de cumplimiento de la empresa'],
      noAplica: null,
      nuevaRedaccion: null,
    });
    expect(byCode(home, 'ACOSO')).toMatchObject({
      estado: 'PENDIENTE_FIRMA',
      firmadoEl: null,
      vigenteHasta: null,
      descargable: false,
      faltaEnPerfil: [],
    });
    expect(byCode(home, 'DIGITAL')).toMatchObject({ estado: 'NO_CONTRATADO', firmadoEl: null, descargable: false });
    expect(home.proximosPasos).toEqual([
      {
        tipo: 'FIRMAR',
        protocolos: ['ACOSO'],
        telefono: '+34 ••• ••• 333',
        caducaEl: new Date(now.getTime() + 30 * 86_400_000).toISOString(),
      },
      {
        tipo: 'COMPLETAR_PERFIL',
        protocolos: ['LOPD'],
        faltan: ['Complete y guarde el perfil de cumplimiento de la empresa'],
      },
      { tipo: 'CONTRATAR', protocolos: ['DIGITAL'] },
    ]);
    // The link itself never leaves the server: only the masked phone and the expiry.
    expect(JSON.stringify(home)).not.toMatch(/firma\/|token/i);
  });

  it('refuses agencies, staff and visitors, and gives another company only its own home', async () => {
    const agency = await demoToken(t, 'agency');
    expect((await get(agency)).statusCode).toBe(403);
    const staff = await t.factories.staff('worker');
    expect((await get((await t.loginTokens(staff.username, null)).token)).statusCode).toBe(403);
    expect((await get()).statusCode).toBe(401);
    const other = await t.factories.companyUser();
    const home = await homeOf((await t.loginTokens(other.username, 'E')).token);
    expect(home.empresa).toMatchObject({ id: other.companyId, verificado: false });
    expect(home.empresa.nifCif).not.toBe('B38567897');
    expect(home.protocolos.every((protocol) => protocol.estado === 'NO_CONTRATADO')).toBe(true);
    expect(home.proximosPasos).toEqual([
      { tipo: 'VERIFICACION' },
      { tipo: 'CONTRATAR', protocolos: ['LOPD', 'ACOSO', 'DIGITAL'] },
    ]);
  });

  it('shows a period that ended with its renewal undecided as expired', async () => {
    const fifteenDays = 15 * 86_400;
    t.clock.advanceSeconds(fifteenDays);
    try {
      const home = await homeOf(await panaderia());
      expect(home.protocolos.map((protocol) => protocol.estado)).toEqual(['CADUCADO', 'CADUCADO', 'CADUCADO']);
      expect(byCode(home, 'LOPD')).toMatchObject({ vigenteHasta: '2026-12-04', faltaEnPerfil: [] });
      expect(home.proximosPasos.map((step) => step.tipo)).toEqual(['FACTURA_DEVUELTA', 'CADUCADO']);
    } finally {
      // The other tests read the demo's day.
      t.clock.advanceSeconds(-fifteenDays);
    }
  });
});
