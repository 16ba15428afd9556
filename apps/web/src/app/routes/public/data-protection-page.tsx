import { InfoPage } from '../../../components/info-page';
import { paths } from '../../../lib/paths';

export function DataProtectionPage() {
  return (
    <InfoPage
      eyebrow="Protección de datos"
      title="RGPD y LOPDGDD: lo que su empresa debe tener en regla"
      intro="Toda empresa o profesional que trata datos personales de trabajadores, clientes o proveedores está obligado a cumplir el Reglamento (UE) 2016/679 (RGPD) y la Ley Orgánica 3/2018, de Protección de Datos Personales y garantía de los derechos digitales (LOPDGDD). Una nómina, una factura o una agenda de clientes ya son tratamientos de datos."
      sections={[
        {
          title: '¿Quién debe cumplir?',
          paragraphs: [
            'Cualquier persona física o jurídica que trate datos personales en su actividad: sociedades de cualquier tamaño, autónomos, comunidades de propietarios, asociaciones y despachos profesionales. No hay un mínimo de trabajadores ni de facturación.',
            'Quien trata datos por cuenta de otro —la gestoría que hace las nóminas, el proveedor informático o el servicio en la nube— es encargado del tratamiento y tiene obligaciones propias.',
          ],
        },
        {
          title: '¿Qué exige la ley?',
          items: [
            'Llevar el registro de las actividades de tratamiento (art. 30 RGPD).',
            'Informar a las personas de forma clara y por capas de quién trata sus datos, para qué y con qué derechos (arts. 13 y 14 RGPD; art. 11 LOPDGDD).',
            'Tener una base jurídica para cada tratamiento y poder demostrar el consentimiento cuando sea esa la base (arts. 6 y 7 RGPD).',
            'Firmar un contrato con cada encargado del tratamiento, también con la propia gestoría (art. 28 RGPD).',
            'Comprometer la confidencialidad de todas las personas que acceden a los datos (art. 5 LOPDGDD).',
            'Aplicar medidas de seguridad adecuadas al riesgo y valorar si hace falta una evaluación de impacto (arts. 32 y 35 RGPD).',
            'Atender en el plazo de un mes los derechos de acceso, rectificación, supresión, oposición, limitación y portabilidad (arts. 12 y 15 a 22 RGPD).',
            'Registrar las brechas de seguridad y notificarlas a la Agencia Española de Protección de Datos en 72 horas cuando supongan un riesgo (art. 33 RGPD).',
            'Designar un delegado de protección de datos en los casos del artículo 37 RGPD y del artículo 34 LOPDGDD.',
            'Si tiene cámaras de videovigilancia, cumplir los artículos 22 y 89 LOPDGDD; si tiene 50 o más trabajadores, disponer de un sistema interno de información (Ley 2/2023).',
          ],
        },
        {
          title: '¿Qué sanciones hay?',
          paragraphs: [
            'El RGPD prevé multas de hasta 10 millones de euros o el 2 % del volumen de negocio anual mundial, y de hasta 20 millones de euros o el 4 % en las infracciones más graves (art. 83 RGPD). La LOPDGDD clasifica las infracciones en muy graves, graves y leves, que prescriben a los tres años, dos años y un año (arts. 72 a 74).',
            'La Agencia Española de Protección de Datos sanciona también a pequeñas empresas y autónomos. No informar a los clientes, no tener contrato con los encargados o publicar datos sin base jurídica son motivos habituales.',
          ],
        },
        {
          title: 'Cómo le ayuda Cumplia',
          paragraphs: [
            'Con los datos de su empresa generamos la documentación completa: registro de actividades de tratamiento, cláusulas informativas para trabajadores y clientes, contrato de encargado del tratamiento, documento de medidas de seguridad y procedimiento para atender los derechos. Usted la firma electrónicamente, la descarga cuando la necesite y la mantenemos al día con cada renovación anual.',
          ],
        },
      ]}
      help={{
        title: '¿Le ayudamos a ponerse al día?',
        text: 'Cuéntenos cómo trabaja su empresa y le diremos qué documentos necesita. Sin compromiso.',
        cta: { label: 'Contactar', to: paths.contact },
      }}
    />
  );
}
