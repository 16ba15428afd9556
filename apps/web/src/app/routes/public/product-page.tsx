import { DEFAULT_PROTOCOL_PRICES_CENTS, formatEuros } from '@cumplia/domain';
import { InfoPage } from '../../../components/info-page';
import { paths } from '../../../lib/paths';

export function ProductPage() {
  return (
    <InfoPage
      eyebrow="Cumplia"
      title="Cumplimiento normativo sin papeleo, para gestorías y empresas"
      intro="Cumplia genera, firma, guarda y renueva los tres protocolos que la ley exige a cada empleador: protección de datos, prevención del acoso laboral y desconexión digital. La gestoría da de alta a sus clientes y Cumplia se encarga del resto."
      sections={[
        {
          title: 'Para gestorías y asesorías',
          items: [
            'Alta de empresas una a una o de forma masiva con un archivo CSV.',
            'Activación y desactivación de cada herramienta por empresa.',
            'Seguimiento de renovaciones y de la facturación de sus clientes, con su comisión en cada factura.',
            'Usuarios de acceso para sus clientes, sin compartir contraseñas.',
          ],
        },
        {
          title: 'Para empresas y autónomos',
          items: [
            'Firma electrónica de los contratos desde el móvil, con un código por SMS.',
            'Descarga de los protocolos con los datos de su empresa, siempre actualizados.',
            'Facturas disponibles en su área, con domiciliación bancaria SEPA, transferencia o tarjeta.',
          ],
        },
        {
          title: 'Cómo funciona',
          items: [
            'Su gestoría, o usted mismo, registra la empresa y elige las herramientas.',
            'Recibe un SMS para firmar el contrato y un correo para activar su acceso.',
            'Tras la firma recibe la factura, los protocolos y un folleto informativo.',
            'Cada año le avisamos de la renovación y actualizamos la documentación.',
          ],
        },
        {
          title: 'Precios',
          items: [
            `LOPDGDD (protección de datos): ${formatEuros(DEFAULT_PROTOCOL_PRICES_CENTS.LOPD)} al año, impuestos indirectos no incluidos.`,
            `Protocolo de acoso laboral: ${formatEuros(DEFAULT_PROTOCOL_PRICES_CENTS.ACOSO)} al año, impuestos indirectos no incluidos.`,
            `Desconexión digital: ${formatEuros(DEFAULT_PROTOCOL_PRICES_CENTS.DIGITAL)} al año, impuestos indirectos no incluidos.`,
          ],
          note: 'Las gestorías colaboradoras tienen precios propios para sus clientes.',
        },
      ]}
      help={{
        title: '¿Quiere ser gestoría colaboradora?',
        text: 'Escríbanos y le explicamos las condiciones y cómo dar de alta a sus clientes.',
        cta: { label: 'Contactar', to: paths.contact },
      }}
    />
  );
}
