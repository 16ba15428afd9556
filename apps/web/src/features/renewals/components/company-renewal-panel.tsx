import {
  canApproveRenewal,
  formatDateEs,
  MESSAGES,
  PROTOCOL_LABELS,
  type Renewal,
  renewalPanelStatus,
  todayInMadrid,
} from '@cumplia/domain';
import { Alert, Badge, Button, Group, Paper, SimpleGrid, Skeleton, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DetailField } from '../../../components/detail-field';
import { type DialogContent, ResultDialog } from '../../../components/result-dialog';
import {
  COMPANY_RENEWAL_KEY,
  decideRenewal,
  toggleRenewalApproval,
  useCurrentRenewal,
} from '../api/staff-renewals-api';

type Pending = { title: string; text: string; confirmLabel: string; run(): Promise<Renewal> } | null;

/** 'Renovación Activa' of the company detail: status, period, products, approve / cancel / disable. */
export function CompanyRenewalPanel({ companyId }: { companyId: number }) {
  const queryClient = useQueryClient();
  const { data: renewal, isLoading, error } = useCurrentRenewal(companyId);
  const [pending, setPending] = useState<Pending>(null);
  const [busy, setBusy] = useState(false);
  const [dialog, setDialog] = useState<DialogContent | null>(null);

  async function run() {
    if (!pending) return;
    setBusy(true);
    try {
      await pending.run();
      await queryClient.invalidateQueries({ queryKey: COMPANY_RENEWAL_KEY });
    } catch (failure) {
      setDialog({
        tone: 'error',
        title: 'Error',
        message: failure instanceof Error ? failure.message : MESSAGES.renewals.toggleError,
      });
    } finally {
      setBusy(false);
      setPending(null);
    }
  }

  function approve(current: Renewal) {
    if (!canApproveRenewal(current.fechaRenovacion, todayInMadrid())) {
      setDialog({
        tone: 'error',
        title: MESSAGES.renewals.approvalNotAllowedTitle,
        message: MESSAGES.renewals.approvalNotAllowed,
      });
      return;
    }
    setPending({
      title: 'Aprobar Renovación',
      text: '¿Aprobar la renovación? Al terminar el periodo se emitirá la factura de renovación.',
      confirmLabel: 'Sí, aprobar',
      run: () => toggleRenewalApproval(companyId),
    });
  }

  const status = renewal ? renewalPanelStatus(renewal) : null;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label="Renovación Activa">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4">
          Renovación Activa
        </Title>
        {status && (
          <Badge color={status.color} variant="light" tt="none">
            {status.label}
          </Badge>
        )}
      </Group>
      {isLoading ? (
        <Skeleton height={80} />
      ) : error ? (
        <Alert color="red">{MESSAGES.renewals.loadError}</Alert>
      ) : !renewal ? (
        <Text c="dimmed">La empresa no tiene una renovación en curso.</Text>
      ) : (
        <>
          <Text fw={600} mb="sm">
            {renewal.empresa.razonSocial || renewal.empresa.nombreComercial} · CIF/NIF {renewal.empresa.nifCif}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 3 }} mb="md">
            <DetailField label="Inicio" value={formatDateEs(renewal.fechaInicio)} />
            <DetailField label="Fin" value={formatDateEs(renewal.fechaFin)} />
            <DetailField label="Fecha de renovación" value={formatDateEs(renewal.fechaRenovacion)} />
          </SimpleGrid>
          <DetailField
            label="Servicios y precios del siguiente periodo (sin impuestos)"
            value={
              renewal.productos
                .map(
                  (product) =>
                    `${PROTOCOL_LABELS[product.nombrePlantilla]}: ${product.precioDescuento.toLocaleString('es-ES', { minimumFractionDigits: 2 })} €`,
                )
                .join(' · ') || '—'
            }
          />
          <Group mt="md">
            {renewal.renueva ? (
              <Button
                variant="default"
                onClick={() =>
                  setPending({
                    title: 'Cancelar Renovación',
                    text: '¿Retirar la aprobación de esta renovación? Volverá a quedar pendiente.',
                    confirmLabel: 'Sí, retirar la aprobación',
                    run: () => toggleRenewalApproval(companyId),
                  })
                }
              >
                Cancelar Renovación
              </Button>
            ) : (
              <Button onClick={() => approve(renewal)}>Aprobar Renovación</Button>
            )}
            {!renewal.deshabilitarRenovacion && (
              <Button
                color="red"
                variant="light"
                onClick={() =>
                  setPending({
                    title: 'Deshabilitar Renovación',
                    text: 'Los servicios se desactivarán al terminar el periodo y la empresa recibirá un correo que se lo explica. ¿Deshabilitar la renovación?',
                    confirmLabel: 'Sí, deshabilitar',
                    run: () => decideRenewal('admin', companyId, 'disable'),
                  })
                }
              >
                Deshabilitar Renovación
              </Button>
            )}
          </Group>
        </>
      )}
      <ConfirmDialog
        opened={pending !== null}
        title={pending?.title ?? ''}
        busy={busy}
        onCancel={() => setPending(null)}
        onConfirm={run}
        confirmLabel={pending?.confirmLabel ?? ''}
        cancelLabel="Volver"
      >
        <Text>{pending?.text}</Text>
      </ConfirmDialog>
      <ResultDialog content={dialog} onClose={() => setDialog(null)} />
    </Paper>
  );
}
