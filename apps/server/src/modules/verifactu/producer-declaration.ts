import type { ProducerDeclaration } from '@cumplia/domain';
import { VERIFACTU_LEGEND } from '../../generators/pdf/invoice-pdf.js';
import { BILLING_SYSTEM } from '../../lib/billing-system.js';
import type { ActionContext } from '../../platform/actor.js';

/**
 * GET /cumplia-core/public/declaracion-responsable: the producer's declaration that Cumplia, as a billing system,
 * meets art. 29.2.j of Ley 58/2003, Real Decreto 1007/2023 and Orden HAC/1177/2024 (its art. 15 lists what it
 * states, a) to l)). Public, as the Orden wants it visible to whoever uses or buys the system.
 */
export async function getProducerDeclaration({ ctx }: { ctx: ActionContext<null> }): Promise<ProducerDeclaration> {
  const { verifactu, provider } = ctx.services.config;
  const { system } = verifactu;
  return {
    nombreSistema: system.name,
    idSistema: system.id,
    version: system.version,
    componentes: [
      'Software únicamente: una aplicación web que su productor opera como servicio en la nube; se usa desde un navegador y no se instala en los equipos del usuario.',
      'Servidor de aplicación (Node.js) y base de datos PostgreSQL, donde se conservan las facturas y sus registros de facturación, encadenados por su huella (SHA-256) e inalterables.',
      'Módulo de remisión VERI*FACTU: envía cada registro de alta y de anulación al servicio web de la Agencia Tributaria con el certificado electrónico del obligado tributario, en el orden de la cadena y respetando el control de flujo de la AEAT, y conserva la respuesta y el CSV de cada envío.',
      `Funcionalidades: emisión de las facturas de los servicios de cumplimiento normativo que presta su usuario (altas y renovaciones), facturas rectificativas por diferencias o por sustitución, anulación de facturas emitidas por error, subsanación de registros, código QR tributario con la frase «${VERIFACTU_LEGEND}», remesas SEPA y seguimiento del estado de cada registro ante la AEAT.`,
    ],
    soloVerifactu: system.onlyVerifactu,
    multiplesObligados: system.multipleTaxpayersPossible,
    tiposFirma:
      'No aplica: el sistema funciona exclusivamente como VERI*FACTU y remite todos sus registros a la AEAT, por lo que no firma electrónicamente los registros de facturación ni lleva registro de eventos.',
    productor: { razonSocial: system.producerName, nif: system.producerNif, direccion: verifactu.producerAddress },
    lugar: verifactu.declarationPlace,
    fecha: BILLING_SYSTEM.declaredOn,
    contacto: { email: provider.email, telefono: provider.phone },
  };
}
