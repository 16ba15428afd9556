import { formatEuroAmount, type SepaReturnImportResult } from '@cumplia/domain';
import { Alert, Button, FileInput, Group, List, Paper, Progress, Text, Title } from '@mantine/core';
import { IconFileUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { importReturnFile } from '../api/sepa-returns-api';

type ResultView = { color: 'green' | 'yellow' | 'red'; text: string; details: string[] };

/** What an import did, and what it left for a person to decide (rejections, unmatched debits, contradictions). */
function resultView(result: SepaReturnImportResult): ResultView {
  const details = [
    ...result.rechazos.map(
      (rejection) =>
        `El banco rechazó ${rejection.alcance === 'fichero' ? 'el fichero entero' : `el lote ${rejection.lote}`}: ${rejection.motivo}${rejection.motivoBanco ? ` («${rejection.motivoBanco}»)` : ''}.`,
    ),
    ...(result.reabiertas > 0
      ? [
          `${result.reabiertas} ${result.reabiertas === 1 ? 'factura vuelve' : 'facturas vuelven'} a cobrarse en la próxima remesa: el rechazo no llegó a los clientes, a los que no se avisa.`,
        ]
      : []),
    ...result.corregidas.map((item) => {
      const claim = item.devueltoAlCliente
        ? `; ya se le devolvieron ${formatEuroAmount(item.devueltoAlCliente)} por la rectificación: reclámelos aparte`
        : '';
      return item.sustitucion
        ? `El adeudo de ${item.factura} se devolvió después de sustituirla: ${item.rectificativa} (${formatEuroAmount(item.debe)}) queda pendiente de cobro y entra en la próxima remesa${claim}.`
        : `El adeudo de ${item.factura} se devolvió después de su rectificativa ${item.rectificativa}: el cliente debe ${formatEuroAmount(item.debe)}${claim}.`;
    }),
    ...result.ordenesSuspendidas.map(
      (company) => `No se cobrará por adeudo a ${company.razonSocial} (${company.nifCif}): ${company.motivo}.`,
    ),
    ...result.incidencias.map((item) => `No aplicada, revísela: ${item.referencia}: ${item.problema}.`),
    ...(result.sinCoincidencia.length > 0 ? [`Sin adeudo que coincida: ${result.sinCoincidencia.join(', ')}.`] : []),
  ];
  const pending =
    result.incidencias.length > 0 ||
    result.sinCoincidencia.length > 0 ||
    result.ordenesSuspendidas.length > 0 ||
    result.corregidas.length > 0;
  if (result.yaImportado) {
    return {
      color: pending ? 'yellow' : 'green',
      text: 'Este fichero ya se había importado: no ha cambiado nada.',
      details,
    };
  }
  const text = `${result.devoluciones} ${result.devoluciones === 1 ? 'operación devuelta' : 'operaciones devueltas'} en el fichero (${result.tipo}), ${result.nuevas} ${result.nuevas === 1 ? 'nueva' : 'nuevas'}.`;
  return { color: pending ? 'yellow' : 'green', text, details };
}

/** Upload of the bank's rejects and returns (pain.002) or debit notification (camt.054). */
export function ReturnFileUpload({ onImported }: { onImported(): void }) {
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [result, setResult] = useState<ResultView | null>(null);

  async function submit() {
    if (!file) {
      setResult({ color: 'red', text: 'Seleccione el fichero de devoluciones del banco.', details: [] });
      return;
    }
    setResult(null);
    setProgress(0);
    try {
      const imported = await importReturnFile(file, setProgress);
      setResult(resultView(imported));
      setFile(null);
      onImported();
    } catch (error) {
      setResult({
        color: 'red',
        text: error instanceof Error ? error.message : 'No se pudo importar el fichero.',
        details: [],
      });
    } finally {
      setProgress(null);
    }
  }

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label="Importar devoluciones">
      <Group gap="xs" mb="xs">
        <IconFileUpload size={20} aria-hidden="true" />
        <Title order={2} size="h5">
          Importar fichero del banco
        </Title>
      </Group>
      <Text size="sm" c="dimmed" mb="sm">
        Rechazos y devoluciones (pain.002.001.03 o .10) o adeudos en cuenta (camt.054.001.02, .04 o .08). Cada
        devolución se asocia a su factura por el identificador del adeudo y se aplica solo si el fichero original, la
        cuenta, el importe y la fecha coinciden; lo demás queda indicado para revisarlo. Importar dos veces el mismo
        fichero no cambia nada.
      </Text>
      <Group align="flex-end">
        <FileInput
          label="Fichero XML"
          accept=".xml,application/xml,text/xml"
          value={file}
          onChange={setFile}
          w={360}
          clearable
        />
        <Button onClick={submit} loading={progress !== null}>
          Importar
        </Button>
      </Group>
      {progress !== null && <Progress value={progress} mt="sm" aria-label="Progreso de la subida" />}
      {result && (
        <Alert color={result.color} mt="sm" role={result.color === 'red' ? 'alert' : 'status'}>
          {result.text}
          {result.details.length > 0 && (
            <List size="sm" mt="xs" spacing={4}>
              {result.details.map((detail) => (
                <List.Item key={detail}>{detail}</List.Item>
              ))}
            </List>
          )}
        </Alert>
      )}
    </Paper>
  );
}
