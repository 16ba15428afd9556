import type { SepaReturnImportResult } from '@cumplia/domain';
import { Alert, Button, FileInput, Group, Paper, Progress, Text, Title } from '@mantine/core';
import { IconFileUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { importReturnFile } from '../api/sepa-returns-api';

function resultText(result: SepaReturnImportResult) {
  if (result.yaImportado) return 'Este fichero ya se había importado: no ha cambiado nada.';
  const found = `${result.devoluciones} ${result.devoluciones === 1 ? 'operación devuelta' : 'operaciones devueltas'} en el fichero (${result.tipo}), ${result.nuevas} ${result.nuevas === 1 ? 'nueva' : 'nuevas'}.`;
  return result.sinCoincidencia.length > 0
    ? `${found} Sin adeudo que coincida: ${result.sinCoincidencia.join(', ')}.`
    : found;
}

/** Upload of the bank's rejects and returns (pain.002) or debit notification (camt.054). */
export function ReturnFileUpload({ onImported }: { onImported(): void }) {
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);

  async function submit() {
    if (!file) {
      setResult({ ok: false, text: 'Seleccione el fichero de devoluciones del banco.' });
      return;
    }
    setResult(null);
    setProgress(0);
    try {
      const imported = await importReturnFile(file, setProgress);
      setResult({ ok: true, text: resultText(imported) });
      setFile(null);
      onImported();
    } catch (error) {
      setResult({ ok: false, text: error instanceof Error ? error.message : 'No se pudo importar el fichero.' });
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
        Rechazos y devoluciones (pain.002.001.03) o adeudos en cuenta (camt.054.001.02). Cada devolución se asocia a su
        factura por el identificador del adeudo; importar dos veces el mismo fichero no cambia nada.
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
        <Alert color={result.ok ? 'green' : 'red'} mt="sm" role={result.ok ? 'status' : 'alert'}>
          {result.text}
        </Alert>
      )}
    </Paper>
  );
}
