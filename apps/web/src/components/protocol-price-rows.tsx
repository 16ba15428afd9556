import { DEFAULT_PROTOCOL_PRICES_CENTS, PROTOCOL_CODES, type ProtocolCode } from '@cumplia/domain';
import { Button, Group, NumberInput, Select, Stack, Text } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import {
  Controller,
  type FieldValues,
  FormProvider,
  type UseFormReturn,
  useFieldArray,
  useFormContext,
} from 'react-hook-form';

/** The protocol select's labels on the staff forms (DIGITAL is shown as DESCONEXIÓN). */
export const PROTOCOL_OPTION_LABELS: Record<ProtocolCode, string> = {
  LOPD: 'LOPD',
  ACOSO: 'ACOSO',
  DIGITAL: 'DESCONEXIÓN',
};

export type ProtocolPriceRow = { nombrePlantilla: ProtocolCode | ''; precioDescuento: number | string };
type FormWithRows = { productos: ProtocolPriceRow[] };

const defaultPriceOf = (protocol: string) =>
  protocol in DEFAULT_PROTOCOL_PRICES_CENTS ? DEFAULT_PROTOCOL_PRICES_CENTS[protocol as ProtocolCode] / 100 : 0;

/**
 * 'PROTOCOLOS Y PRECIOS': one row per protocol with its price (step 0.01, min 0) and 'Eliminar'; 'Añadir
 * Protocolo' adds a row. Choosing a protocol sets its list price (LOPD 120, ACOSO and DESCONEXIÓN 90).
 */
export function ProtocolPriceRows<Values extends FormWithRows, Context, Output extends FieldValues>({
  form,
}: {
  form: UseFormReturn<Values, Context, Output>;
}) {
  return (
    <FormProvider {...form}>
      <PriceRows />
    </FormProvider>
  );
}

function PriceRows() {
  const {
    control,
    formState: { errors },
  } = useFormContext<FormWithRows>();
  const { fields, append, remove, update } = useFieldArray({ control, name: 'productos' });
  return (
    <Stack gap="sm">
      {fields.length === 0 && (
        <Text size="sm" c="dimmed">
          Sin protocolos. Añada uno con su precio.
        </Text>
      )}
      {fields.map((field, index) => (
        <Group key={field.id} align="flex-start" gap="sm" wrap="wrap">
          <Controller
            control={control}
            name={`productos.${index}.nombrePlantilla`}
            render={({ field: select }) => (
              <Select
                label={`Protocolo ${index + 1}`}
                placeholder="Seleccione un protocolo"
                data={PROTOCOL_CODES.map((code) => ({ value: code, label: PROTOCOL_OPTION_LABELS[code] }))}
                value={select.value || null}
                onChange={(value) =>
                  update(index, {
                    nombrePlantilla: (value ?? '') as ProtocolCode | '',
                    precioDescuento: defaultPriceOf(value ?? ''),
                  })
                }
                error={errors.productos?.[index]?.nombrePlantilla?.message}
                w={220}
              />
            )}
          />
          <Controller
            control={control}
            name={`productos.${index}.precioDescuento`}
            render={({ field: price }) => (
              <NumberInput
                label="Precio (€ sin impuestos)"
                min={0}
                step={0.01}
                decimalScale={2}
                decimalSeparator=","
                value={price.value}
                onChange={price.onChange}
                error={errors.productos?.[index]?.precioDescuento?.message}
                w={180}
              />
            )}
          />
          <Button
            variant="subtle"
            color="red"
            mt={25}
            leftSection={<IconTrash size={16} aria-hidden="true" />}
            onClick={() => remove(index)}
          >
            Eliminar
          </Button>
        </Group>
      ))}
      {fields.length < PROTOCOL_CODES.length && (
        <Button
          variant="light"
          w="fit-content"
          leftSection={<IconPlus size={16} aria-hidden="true" />}
          onClick={() => append({ nombrePlantilla: '', precioDescuento: 0 })}
        >
          Añadir Protocolo
        </Button>
      )}
    </Stack>
  );
}
