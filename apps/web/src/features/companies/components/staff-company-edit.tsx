import {
  formatEuroAmount,
  MESSAGES,
  PROTOCOL_LABELS,
  type StaffCompanyDetail,
  type UpdateAgencyCompanyRequest,
  updateAgencyCompanyRequestSchema,
  workerUpdateCompanyRequestSchema,
} from '@cumplia/domain';
import { Alert, Button, Checkbox, Fieldset, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { CompanyFields, companyFormValues } from '../../../components/company-fields';
import { type DialogContent, ResultDialog } from '../../../components/result-dialog';
import { TOOLS } from '../../../components/tool-names';
import { ApiError } from '../../../lib/api-error';
import { companyErrorMessage } from '../../../lib/company-error-message';
import { schemaResolver } from '../../../lib/schema-resolver';
import type { StaffArea } from '../../../lib/staff-area';
import { STAFF_COMPANIES_KEY, updateStaffCompany, useStaffCompany } from '../api/staff-companies-api';
import { StaffCompanyLoading } from './staff-company-loading';

type FormValues = UpdateAgencyCompanyRequest & { username: string };

/** 'Precios de Protocolos': the company's price per protocol, read-only, only when it has products. */
function ProtocolPrices({ company }: { company: StaffCompanyDetail }) {
  if (company.productos.length === 0) return null;
  return (
    <Paper withBorder radius="md" p="md">
      <Text fw={600} mb="xs">
        Precios de Protocolos
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {company.productos.map((product) => (
          <div key={product.nombrePlantilla}>
            <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
              {PROTOCOL_LABELS[product.nombrePlantilla]}
            </Text>
            <Text>{formatEuroAmount(product.precioDescuento)}</Text>
          </div>
        ))}
      </SimpleGrid>
    </Paper>
  );
}

/** The edit form of a loaded company; after saving, `onSaved` (the pages go back one step). */
export function StaffCompanyEditForm({
  area,
  company,
  onSaved,
}: {
  area: StaffArea;
  company: StaffCompanyDetail;
  onSaved(): void;
}) {
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<DialogContent | null>(null);
  const [saved, setSaved] = useState(false);
  // The form also carries the read-only login NIF, which neither schema reads.
  const schema = area === 'worker' ? workerUpdateCompanyRequestSchema : updateAgencyCompanyRequestSchema;
  const form = useForm({
    resolver: schemaResolver<FormValues, typeof schema>(schema),
    defaultValues: companyFormValues(company),
  });
  const {
    handleSubmit,
    setError,
    formState: { isSubmitting },
  } = form;

  const submit = handleSubmit(async (values) => {
    try {
      await updateStaffCompany(area, area === 'admin' ? String(company.id) : company.nifCif, values);
      await queryClient.invalidateQueries({ queryKey: STAFF_COMPANIES_KEY });
      setSaved(true);
      setDialog({ tone: 'success', title: '¡Actualización Exitosa!', message: MESSAGES.staffCompanies.updated });
    } catch (error) {
      if (error instanceof ApiError) {
        for (const [field, message] of Object.entries(error.fieldErrors)) {
          setError(field as keyof FormValues, { message });
        }
      }
      setDialog({ tone: 'error', title: 'Error', message: companyErrorMessage(error, 'update') });
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <ProtocolPrices company={company} />
        <CompanyFields form={form} usernameDisabled />
        <Fieldset legend="Herramientas">
          <Group gap="xl">
            {TOOLS.map((tool) => (
              <Checkbox key={tool.key} label={tool.label} checked={company[tool.key]} disabled readOnly />
            ))}
          </Group>
        </Fieldset>
        <Group>
          <Button type="submit" loading={isSubmitting}>
            Guardar Cambios
          </Button>
        </Group>
      </Stack>
      <ResultDialog
        content={dialog}
        onClose={() => {
          setDialog(null);
          if (saved) onSaved();
        }}
      />
    </form>
  );
}

/** 'Editar Empresa' for staff: the admin variant by id, the worker's by id or NIF/CIF. */
export function StaffCompanyEdit({ area, companyRef }: { area: StaffArea; companyRef: string }) {
  const navigate = useNavigate();
  const company = useStaffCompany(area, companyRef);
  if (!companyRef) return <Alert color="red">{MESSAGES.staffCompanies.missingId}</Alert>;
  const { data } = company;
  return (
    <StaffCompanyLoading query={company}>
      {data && <StaffCompanyEditForm key={data.id} area={area} company={data} onSaved={() => navigate(-1)} />}
    </StaffCompanyLoading>
  );
}
