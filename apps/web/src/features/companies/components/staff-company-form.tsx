import { type CreateStaffCompanyRequest, createStaffCompanyRequestSchema, MESSAGES } from '@cumplia/domain';
import { Fieldset } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { CompanyFields, EMPTY_COMPANY_FORM } from '../../../components/company-fields';
import { CreateFormShell, useCreationDialog } from '../../../components/create-form-shell';
import { type ProtocolPriceRow, ProtocolPriceRows } from '../../../components/protocol-price-rows';
import { ApiError } from '../../../lib/api-error';
import { companyErrorMessage } from '../../../lib/company-error-message';
import { schemaResolver } from '../../../lib/schema-resolver';
import type { StaffArea } from '../../../lib/staff-area';
import { createStaffCompany, STAFF_COMPANIES_KEY } from '../api/staff-companies-api';

type FormValues = Omit<CreateStaffCompanyRequest, 'productos'> & { productos: ProtocolPriceRow[] };

const EMPTY: FormValues = { ...EMPTY_COMPANY_FORM, productos: [] };

/**
 * The staff's 'Alta de una empresa' (superadmin and worker): the company sections plus 'PROTOCOLOS Y PRECIOS',
 * whose rows decide the tools. Closing the success dialog resets the form and scrolls to the top.
 */
export function StaffCompanyForm({ area }: { area: StaffArea }) {
  const queryClient = useQueryClient();
  const form = useForm({
    // The rows hold '' until a protocol is chosen; the schema refuses it.
    resolver: schemaResolver<FormValues, typeof createStaffCompanyRequestSchema>(createStaffCompanyRequestSchema),
    defaultValues: EMPTY,
  });
  const {
    handleSubmit,
    reset,
    setError,
    formState: { isSubmitting },
  } = form;
  const result = useCreationDialog(() => reset(EMPTY));

  const submit = handleSubmit(async (values) => {
    try {
      await createStaffCompany(area, values);
      result.show({ tone: 'success', title: '¡Éxito!', message: MESSAGES.staffCompanies.created });
      await queryClient.invalidateQueries({ queryKey: STAFF_COMPANIES_KEY });
    } catch (error) {
      if (error instanceof ApiError) {
        for (const [field, message] of Object.entries(error.fieldErrors)) {
          setError(field as keyof FormValues, { message });
        }
      }
      result.show({ tone: 'error', title: 'Error', message: companyErrorMessage(error, 'create') });
    }
  });

  return (
    <CreateFormShell submitting={isSubmitting} submitLabel="Alta" onSubmit={submit} result={result}>
      <CompanyFields form={form} />
      <Fieldset legend="Protocolos y precios">
        <ProtocolPriceRows form={form} />
      </Fieldset>
    </CreateFormShell>
  );
}
