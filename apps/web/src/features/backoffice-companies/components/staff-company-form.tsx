import { type CreateStaffCompanyRequest, createStaffCompanyRequestSchema, MESSAGES } from '@cumplia/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Button, Fieldset, Group, LoadingOverlay, Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { type Control, type FieldErrors, type UseFormReturn, useForm } from 'react-hook-form';
import { CompanyFields, type CompanyFormFields, EMPTY_COMPANY_FORM } from '../../../components/company-fields';
import { type ProtocolPriceRow, ProtocolPriceRows } from '../../../components/protocol-price-rows';
import { type DialogContent, ResultDialog } from '../../../components/result-dialog';
import { ApiError } from '../../../lib/api-error';
import { companyErrorMessage } from '../../agency-companies/api/company-error-message';
import { createStaffCompany, STAFF_COMPANIES_KEY, type StaffArea } from '../api/staff-companies-api';

type FormValues = Omit<CreateStaffCompanyRequest, 'productos'> & { productos: ProtocolPriceRow[] };

const EMPTY: FormValues = { ...EMPTY_COMPANY_FORM, productos: [] };

/**
 * The staff's 'Alta de una empresa' (superadmin and worker): the company sections plus 'PROTOCOLOS Y PRECIOS',
 * whose rows decide the tools. Closing the success dialog resets the form and scrolls to the top.
 */
export function StaffCompanyForm({ area }: { area: StaffArea }) {
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<DialogContent | null>(null);
  const [created, setCreated] = useState(false);
  const form = useForm<FormValues>({
    // biome-ignore lint/suspicious/noExplicitAny: the rows hold '' until a protocol is chosen; the schema refuses it.
    resolver: zodResolver(createStaffCompanyRequestSchema as any),
    defaultValues: EMPTY,
  });
  const {
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = form;

  const submit = handleSubmit(async (values) => {
    try {
      await createStaffCompany(area, values as CreateStaffCompanyRequest);
      setCreated(true);
      setDialog({ tone: 'success', title: '¡Éxito!', message: MESSAGES.staffCompanies.created });
      await queryClient.invalidateQueries({ queryKey: STAFF_COMPANIES_KEY });
    } catch (error) {
      if (error instanceof ApiError) {
        for (const [field, message] of Object.entries(error.fieldErrors)) {
          setError(field as keyof FormValues, { message });
        }
      }
      setDialog({ tone: 'error', title: 'Error', message: companyErrorMessage(error, 'create') });
    }
  });

  return (
    <Box pos="relative">
      <LoadingOverlay visible={isSubmitting} zIndex={5} overlayProps={{ blur: 1 }} />
      <form onSubmit={submit} noValidate>
        <Stack gap="lg">
          <CompanyFields form={form as unknown as UseFormReturn<CompanyFormFields>} />
          <Fieldset legend="Protocolos y precios">
            <ProtocolPriceRows
              control={control as unknown as Control<{ productos: ProtocolPriceRow[] }>}
              errors={errors as FieldErrors<{ productos: ProtocolPriceRow[] }>}
            />
          </Fieldset>
          <Group>
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? 'Enviando...' : 'Alta'}
            </Button>
          </Group>
        </Stack>
      </form>
      <ResultDialog
        content={dialog}
        onClose={() => {
          setDialog(null);
          if (created) {
            setCreated(false);
            reset(EMPTY);
            window.scrollTo({ top: 0 });
          }
        }}
      />
    </Box>
  );
}
