import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { InfoPage } from '../../../components/info-page';
import { paths } from '../../../lib/paths';
import { useProviderInfo } from '../../../lib/provider-info';

export function LegalNoticePage() {
  const provider = useProviderInfo();
  const owner = provider
    ? `${provider.legalName}, con NIF ${provider.nif} y domicilio en ${provider.address}`
    : 'el titular del sitio';
  return (
    <InfoPage
      eyebrow="Información legal"
      title="Aviso legal y privacidad"
      intro="En cumplimiento del artículo 10 de la Ley 34/2002, de servicios de la sociedad de la información y de comercio electrónico (LSSI-CE), le informamos de quién es el titular de este sitio y de las condiciones de su uso."
      sections={[
        {
          title: '1. Titular del sitio',
          items: [
            `Titular: ${provider?.legalName ?? ''}`,
            `NIF: ${provider?.nif ?? ''}`,
            `Domicilio: ${provider?.address ?? ''}`,
            `Teléfono: ${provider?.phone ?? ''} · Correo electrónico: ${provider?.email ?? ''}`,
            provider?.registry ?? '',
          ],
        },
        {
          title: '2. Objeto y condiciones de uso',
          paragraphs: [
            `Este sitio, titularidad de ${owner}, informa sobre los servicios de cumplimiento normativo de Cumplia y da acceso a las áreas privadas de gestorías colaboradoras y clientes. El uso del sitio implica aceptar estas condiciones.`,
            'El usuario se compromete a hacer un uso lícito del sitio, a no introducir programas dañinos, a no intentar acceder a áreas restringidas sin autorización y a facilitar datos veraces en los formularios.',
          ],
        },
        {
          title: '3. Propiedad intelectual e industrial',
          paragraphs: [
            'Los textos, diseños, logotipos y el software de este sitio pertenecen a su titular o cuentan con licencia para su uso. No se permite su reproducción, distribución o transformación sin autorización expresa, salvo para uso personal y privado.',
          ],
        },
        {
          title: '4. Responsabilidad',
          paragraphs: [
            'La información de las páginas divulgativas es general y no sustituye el asesoramiento profesional para un caso concreto. El titular no responde de los daños derivados de interrupciones del servicio ajenas a su control ni del contenido de los sitios enlazados.',
          ],
        },
        {
          title: '5. Protección de datos personales',
          paragraphs: [
            `Responsable del tratamiento: ${owner}. Tratamos los datos que nos facilita en los formularios de contacto, registro y boletín para atender su solicitud, gestionar el alta y la relación contractual y, si lo pide, enviarle el boletín.`,
            'Base jurídica: su consentimiento (contacto y boletín) y la ejecución de un contrato o de medidas precontractuales (registro y servicio). Conservamos los datos mientras dure la relación y, después, durante los plazos de prescripción legal; las consultas de contacto, un máximo de un año.',
            'Firma de contratos por SMS: como prueba de la firma registramos el nombre y el NIF o NIE que escribe quien firma, el teléfono al que enviamos el código, la dirección IP y el navegador o dispositivo, la fecha y hora de cada paso (apertura de cada documento, envío y uso del código) y la huella digital de los documentos firmados. Los tratamos para acreditar la firma y el contrato (ejecución del contrato e interés legítimo en poder probarlo, artículo 6.1.b y f del RGPD), los conservamos con el contrato mientras esté vigente y, después, hasta que prescriban las acciones derivadas de él, y solo los comunicamos al proveedor que envía los SMS y, si hubiera un litigio, a juzgados y tribunales.',
            'No cedemos datos a terceros salvo obligación legal o a los proveedores que nos prestan servicios técnicos como encargados del tratamiento. Puede ejercer sus derechos de acceso, rectificación, supresión, oposición, limitación y portabilidad escribiendo a nuestro correo electrónico, y reclamar ante la Agencia Española de Protección de Datos (www.aepd.es).',
          ],
          note: (
            <>
              Sobre el almacenamiento local que usa este sitio, consulte la{' '}
              <Anchor component={Link} to={paths.cookiePolicy} underline="always">
                política de cookies
              </Anchor>
              .
            </>
          ),
        },
        {
          title: '6. Legislación aplicable',
          paragraphs: [
            'Estas condiciones se rigen por la legislación española. Para cualquier controversia serán competentes los juzgados y tribunales que correspondan conforme a la ley.',
          ],
        },
      ]}
    />
  );
}
