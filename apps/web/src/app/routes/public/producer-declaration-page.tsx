import { formatDateEs } from '@cumplia/domain';
import { Alert, Box, Container, Skeleton } from '@mantine/core';
import { InfoPage } from '../../../components/info-page';
import { useProducerDeclaration } from '../../../features/verifactu/api/producer-declaration';

const yesNo = (value: boolean) => (value ? 'Sí' : 'No');

/**
 * /declaracion-responsable: the declaración responsable of Cumplia as a billing system (art. 13 of the Reglamento
 * approved by Real Decreto 1007/2023; its content, art. 15 of Orden HAC/1177/2024, sections 1.a to 1.l), public so
 * that whoever uses the system or receives its invoices can read it.
 */
export function ProducerDeclarationPage() {
  const { data, isLoading, error } = useProducerDeclaration();
  if (error) {
    return (
      <Container size="lg" py={48}>
        <Alert color="red" role="alert">
          No se pudo cargar la declaración responsable. Inténtelo de nuevo más tarde.
        </Alert>
      </Container>
    );
  }
  if (isLoading || !data) {
    return (
      <Container size="lg" py={48}>
        <Box maw="72ch">
          <Skeleton height={28} mb="md" />
          <Skeleton height={200} />
        </Box>
      </Container>
    );
  }
  const { productor } = data;
  return (
    <InfoPage
      eyebrow="Sistema informático de facturación"
      title="Declaración responsable"
      intro={`${productor.razonSocial}, como productora del sistema informático de facturación ${data.nombreSistema}, suscribe esta declaración responsable conforme al artículo 13 del Reglamento aprobado por el Real Decreto 1007/2023 y al artículo 15 de la Orden HAC/1177/2024.`}
      sections={[
        {
          title: 'Sistema informático',
          items: [
            `a) Nombre del sistema informático: ${data.nombreSistema}.`,
            `b) Código identificador del sistema informático: ${data.idSistema}.`,
            `c) Identificador completo de la versión: ${data.version}.`,
          ],
        },
        {
          title: 'd) Componentes y funcionalidades',
          items: data.componentes,
        },
        {
          title: 'Modo de funcionamiento',
          items: [
            `e) El sistema se ha producido de modo que solo puede funcionar exclusivamente como «VERI*FACTU»: ${yesNo(data.soloVerifactu)}.`,
            `f) El sistema permite ser usado por varios obligados tributarios o por un mismo usuario para dar soporte a la facturación de varios obligados tributarios: ${yesNo(data.multiplesObligados)}.`,
            `g) Tipos de firma utilizados para firmar los registros de facturación y de evento: ${data.tiposFirma}`,
          ],
        },
        {
          title: 'Entidad productora',
          items: [
            `h) Razón social: ${productor.razonSocial}.`,
            `i) NIF: ${productor.nif}.`,
            `j) Dirección postal completa de contacto: ${productor.direccion}.`,
          ],
        },
        {
          title: 'k) Declaración',
          paragraphs: [
            `${productor.razonSocial} declara que el sistema informático de facturación ${data.nombreSistema}, en su versión ${data.version}, cumple con lo dispuesto en el artículo 29.2.j) de la Ley 58/2003, de 17 de diciembre, General Tributaria, en el Reglamento que establece los requisitos que deben adoptar los sistemas y programas informáticos o electrónicos que soporten los procesos de facturación de empresarios y profesionales, y la estandarización de formatos de los registros de facturación, aprobado por el Real Decreto 1007/2023, de 5 de diciembre, en la Orden HAC/1177/2024, de 17 de octubre, y en la demás normativa que los desarrolla.`,
          ],
        },
        {
          title: 'l) Fecha y lugar de suscripción',
          paragraphs: [`En ${data.lugar}, a ${formatDateEs(data.fecha)}.`],
        },
        {
          title: 'Anexo: otras formas de contacto',
          items: [`Correo electrónico: ${data.contacto.email}.`, `Teléfono: ${data.contacto.telefono}.`],
        },
      ]}
    />
  );
}
