import { MESSAGES } from '@cumplia/domain';
import { Button, Code, Group, Modal, Stack, Text } from '@mantine/core';
import { ApiError } from '../../../lib/api-error';

/** What staff can do about each SEPA error code (part 2, error catalogue, SEPA). */
const RECOMMENDATIONS: Record<string, string> = {
  EMPRESA_NOT_FOUND: 'Compruebe que la empresa sigue dada de alta.',
  EMPRESA_NOT_SEPA: 'Cambie el método de pago de la empresa a Adeudo Bancario o cobre la factura por otro medio.',
  EMPRESA_IBAN_MISSING: 'Registre el IBAN de las empresas indicadas en su ficha y vuelva a generar el fichero.',
  EMPRESA_IBAN_INVALID: 'Corrija el IBAN de las empresas indicadas en su ficha y vuelva a generar el fichero.',
  INVALID_IBAN: 'Seleccione una de las dos cuentas de abono configuradas.',
  NO_SEPA_INVOICES: 'Amplíe el período o revise las fechas de facturación de las facturas.',
  NO_PROCESSED_INVOICES: 'Las facturas remesadas no se cobran dos veces: descargue la copia de su fichero.',
  SEPA_VALIDATION_ERROR: 'Revise los datos indicados y vuelva a intentarlo.',
};
const RETRY_LATER =
  'Inténtelo de nuevo en unos minutos. Si el problema continúa, contacte con soporte indicando el ID de transacción.';

/** Texts by HTTP status when the answer carries no code. */
const STATUS_TEXT: Record<number, string> = {
  400: 'La solicitud de generación SEPA no es válida.',
  401: 'Sesión expirada, por favor inicie sesión nuevamente',
  403: 'No tiene permisos para generar ficheros SEPA.',
  404: 'No se encontraron datos para generar el fichero SEPA.',
  500: 'Error interno del servidor al generar el fichero SEPA.',
  502: 'El servicio SEPA no está disponible temporalmente.',
  503: 'El servicio SEPA está sobrecargado, inténtelo más tarde.',
};

export type SepaFailure = { title: string; error: unknown; transactionId: string };

function describe(error: unknown) {
  if (error instanceof ApiError) {
    if (error.isNetworkError) return { message: MESSAGES.sepa.networkError, code: 'NETWORK_ERROR', status: 0 };
    const known = !error.code.startsWith('HTTP_');
    return {
      message: known ? error.message : (STATUS_TEXT[error.status] ?? `Error HTTP ${error.status}`),
      code: error.code,
      status: error.status,
    };
  }
  return { message: MESSAGES.common.unexpected, code: 'UNKNOWN', status: 0 };
}

/** A SEPA failure: the message, a recommendation, technical information and the transaction id. */
export function SepaErrorDialog({ failure, onClose }: { failure: SepaFailure | null; onClose(): void }) {
  const details = failure ? describe(failure.error) : null;
  return (
    <Modal
      opened={failure !== null}
      onClose={onClose}
      title={failure?.title}
      centered
      styles={{ title: { fontWeight: 700, color: 'var(--mantine-color-red-8)' } }}
    >
      {details && failure && (
        <Stack gap="sm">
          <Text>{details.message}</Text>
          <Text size="sm">
            <strong>Recomendación:</strong> {RECOMMENDATIONS[details.code] ?? RETRY_LATER}
          </Text>
          <Text size="sm" c="dimmed">
            Información técnica: código {details.code}
            {details.status ? `, HTTP ${details.status}` : ''}
          </Text>
          <Text size="sm" c="dimmed">
            ID de transacción: <Code>{failure.transactionId}</Code>
          </Text>
        </Stack>
      )}
      <Group justify="flex-end" mt="lg">
        <Button onClick={onClose}>Cerrar</Button>
      </Group>
    </Modal>
  );
}
