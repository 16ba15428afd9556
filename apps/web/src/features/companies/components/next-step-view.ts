import {
  type CompanyNextStep,
  formatDateEs,
  formatEuroAmount,
  PROTOCOL_LABELS,
  type ProtocolCode,
  type RenewalPlan,
} from '@cumplia/domain';

export type StepTone = 'red' | 'yellow' | 'blue' | 'teal' | 'gray';

export type StepLinks = {
  billing: string;
  profile: string;
  contact: string;
  /** The public page that explains each protocol. */
  protocolPage: Record<ProtocolCode, string>;
  /** The protocol cards on the same page. */
  downloads: string;
};

export type StepView = {
  key: CompanyNextStep['tipo'];
  tone: StepTone;
  title: string;
  detail: string;
  link: { to: string; label: string } | null;
};

/** The spec's text for a company the provider has not verified yet. */
export const PENDING_VERIFICATION_TEXT =
  'Su cuenta está pendiente de verificación por parte del administrador. Por favor, espere a que se active su cuenta para acceder a las descargas.';

/** Who verifies what, and when the downloads open: activating the login is not the company's verification. */
export const VERIFICATION_EXPLAINED =
  'Cumplia comprueba el NIF/CIF, el representante y los contratos firmados de su empresa, y le avisará por correo en cuanto esté verificada. Activar su usuario no verifica la empresa.';

const listFormat = new Intl.ListFormat('es', { type: 'conjunction' });

/** 'LOPDGDD', 'LOPDGDD y Acoso laboral', 'LOPDGDD, Acoso laboral y Desconexión digital'. */
export const protocolNames = (codes: readonly ProtocolCode[]) =>
  listFormat.format(codes.map((code) => PROTOCOL_LABELS[code]));

const RENEWAL_DETAIL: Record<RenewalPlan, (names: string, date: string, manager: string) => string> = {
  AUTOMATICA: (names, date) =>
    `${names}: se renueva automáticamente el ${date}. Recibirá la factura del nuevo periodo por correo electrónico.`,
  POR_CONFIRMAR: (names, date, manager) =>
    `${names}: su periodo termina el ${date}. Cumplia confirmará la renovación antes de esa fecha; si no desea renovar, avise a ${manager}.`,
  NO_SE_RENUEVA: (names, date, manager) =>
    `${names}: no se renovará y el servicio termina el ${date}. Si quiere continuar, avise a ${manager}.`,
};

/**
 * How the company home words each next step: a title, one sentence of detail and where to go. `gestoria` is the
 * agency that manages the company (null when it came directly); `now` decides whether a signing link expired.
 */
export function nextStepView(
  step: CompanyNextStep,
  context: { gestoria: string | null; verificado: boolean; now: Date; links: StepLinks },
): StepView {
  const { links } = context;
  const manager = context.gestoria ?? 'Cumplia';
  const contact = context.gestoria ? null : { to: links.contact, label: 'Contactar con Cumplia' };
  switch (step.tipo) {
    case 'VERIFICACION':
      return {
        key: step.tipo,
        tone: 'yellow',
        title: 'Cumplia está verificando su empresa',
        detail: `${PENDING_VERIFICATION_TEXT} ${VERIFICATION_EXPLAINED}`,
        link: null,
      };
    case 'FIRMAR': {
      const contracts = step.protocolos.length === 1 ? 'el contrato' : 'los contratos';
      const title = `Firme ${contracts} de ${protocolNames(step.protocolos)}`;
      const expired = step.caducaEl !== null && new Date(step.caducaEl) <= context.now;
      // The masked number stays on one line.
      const phone = step.telefono?.replaceAll(' ', '\u00a0');
      if (!phone || step.caducaEl === null) {
        return {
          key: step.tipo,
          tone: 'yellow',
          title,
          detail: `Recibirá por SMS el enlace para firmar. Si no le llega, pídalo a ${manager}.`,
          link: contact,
        };
      }
      return {
        key: step.tipo,
        tone: expired ? 'red' : 'yellow',
        title,
        detail: expired
          ? `El enlace que le enviamos por SMS al ${phone} caducó el ${formatDateEs(step.caducaEl)}. Pida uno nuevo a ${manager}.`
          : `Le enviamos por SMS al ${phone} un enlace para firmar, válido hasta el ${formatDateEs(step.caducaEl)}.`,
        link: contact,
      };
    }
    case 'FACTURA_DEVUELTA': {
      const [first] = step.facturas;
      const several = step.facturas.length > 1;
      return {
        key: step.tipo,
        tone: 'red',
        title: several
          ? `Su banco devolvió ${step.facturas.length} facturas`
          : `Su banco devolvió la factura ${first?.numero ?? ''}`,
        detail: several
          ? `Facturas ${listFormat.format(step.facturas.map((invoice) => invoice.numero))}. Compruebe la cuenta de cargo: volveremos a presentarlas al cobro, o puede pagarlas por transferencia.`
          : `${first ? `${formatEuroAmount(first.importeTotalImpuestos)} · motivo: ${first.codigo} ${first.motivo}. ` : ''}Compruebe la cuenta de cargo: volveremos a presentarla al cobro, o puede pagarla por transferencia.`,
        link: context.verificado ? { to: links.billing, label: 'Ver mis facturas' } : null,
      };
    }
    case 'COMPLETAR_PERFIL':
      return {
        key: step.tipo,
        tone: 'yellow',
        title: 'Faltan respuestas en su perfil de cumplimiento',
        detail: `Sus documentos de ${protocolNames(step.protocolos)} se redactan con sus respuestas. Falta: ${step.faltan.join('; ')}.`,
        link: { to: links.profile, label: 'Completar perfil' },
      };
    case 'CADUCADO':
      return {
        key: step.tipo,
        tone: 'red',
        title: `${protocolNames(step.protocolos)}: servicio caducado`,
        detail: `El periodo contratado ha terminado sin renovarse. Para recuperarlo, hable con ${manager}.`,
        link: contact,
      };
    case 'RENOVACION':
      return {
        key: step.tipo,
        tone: step.renovacion === 'NO_SE_RENUEVA' ? 'red' : 'blue',
        title: `Renovación el ${formatDateEs(step.fecha)}`,
        detail: RENEWAL_DETAIL[step.renovacion](protocolNames(step.protocolos), formatDateEs(step.fecha), manager),
        link: null,
      };
    case 'DESCARGAR':
      return {
        key: step.tipo,
        tone: 'teal',
        title: 'Descargue y distribuya sus protocolos',
        detail: `Entregue a su plantilla ${step.protocolos.length === 1 ? 'el documento' : 'los documentos'} de ${protocolNames(step.protocolos)} y guarde constancia de la entrega. Vuelva a descargarlos cuando cambie su perfil de cumplimiento.`,
        link: { to: links.downloads, label: 'Ir a las descargas' },
      };
    case 'CONTRATAR': {
      const [only] = step.protocolos;
      return {
        key: step.tipo,
        tone: 'gray',
        title: `Puede contratar ${protocolNames(step.protocolos)}`,
        detail: `Para ${step.protocolos.length === 1 ? 'darlo' : 'darlos'} de alta, pídalo a ${manager}.`,
        link:
          step.protocolos.length === 1 && only
            ? { to: links.protocolPage[only], label: 'Más información' }
            : { to: links.contact, label: 'Solicitar información' },
      };
    }
  }
}
