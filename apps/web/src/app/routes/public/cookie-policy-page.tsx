import { Table } from '@mantine/core';
import { InfoPage } from '../../../components/info-page';

const STORAGE = [
  {
    name: 'authToken, refreshToken',
    purpose: 'Mantener la sesión iniciada en el área privada',
    duration: 'Hasta cerrar sesión (máximo 30 días)',
  },
  { name: 'user', purpose: 'Mostrar su nombre en la cabecera sin volver a pedirlo', duration: 'Hasta cerrar sesión' },
  {
    name: 'captchaToken',
    purpose: 'Enviar la verificación anti-robots de un formulario',
    duration: 'Se borra al usarse',
  },
  { name: 'cookieConsent', purpose: 'Recordar su elección en este aviso', duration: 'Hasta que la borre' },
];

export function CookiePolicyPage() {
  return (
    <InfoPage
      eyebrow="Información legal"
      title="Política de cookies"
      intro="Este sitio no usa cookies publicitarias, de análisis ni de terceros. Solo guarda en su navegador la información técnica imprescindible para que funcione."
      sections={[
        {
          title: '¿Qué son las cookies y el almacenamiento local?',
          paragraphs: [
            'Son pequeños archivos o datos que un sitio web guarda en su navegador para recordar información entre páginas o visitas. La Ley 34/2002 (LSSI-CE, art. 22.2) exige informar de ellos y pedir consentimiento, salvo cuando son estrictamente necesarios para prestar el servicio que usted solicita.',
          ],
        },
        {
          title: '¿Qué usamos?',
          paragraphs: ['Únicamente almacenamiento técnico, exento de consentimiento:'],
          note: (
            <Table withTableBorder striped mt="xs" fz="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Nombre</Table.Th>
                  <Table.Th>Finalidad</Table.Th>
                  <Table.Th>Duración</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {STORAGE.map((row) => (
                  <Table.Tr key={row.name}>
                    <Table.Td>{row.name}</Table.Td>
                    <Table.Td>{row.purpose}</Table.Td>
                    <Table.Td>{row.duration}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          ),
        },
        {
          title: 'Su elección',
          paragraphs: [
            'El aviso de cookies le permite aceptar o rechazar. Como solo usamos almacenamiento técnico, su elección no cambia el funcionamiento del sitio; si en el futuro incorporáramos cookies de análisis, solo se activarían si usted las acepta.',
            'Puede borrar este almacenamiento en cualquier momento desde la configuración de su navegador; al hacerlo se cerrará su sesión.',
          ],
        },
      ]}
    />
  );
}
