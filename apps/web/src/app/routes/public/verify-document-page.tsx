import type { DocumentVerification } from '@cumplia/domain';
import { Alert, Button, FileInput, List, Stack, Text } from '@mantine/core';
import { IconFileCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-error';
import { FormPage } from './form-page';

// The contracts and the API client load once a file is chosen: the page's first load carries neither.
const request = () => import('./verify-document-request');

const madrid = (iso: string) =>
  new Intl.DateTimeFormat('es-ES', { timeZone: 'Europe/Madrid', dateStyle: 'long', timeStyle: 'short' }).format(
    new Date(iso),
  );

function Outcome({ result }: { result: DocumentVerification }) {
  if (result.estado === 'ALTERADO') {
    return (
      <Alert color="red" role="alert" title="Documento alterado">
        {result.motivo ?? 'El documento ha cambiado después de sellarse.'} No es el documento que Cumplia selló.
      </Alert>
    );
  }
  if (result.estado === 'SIN_SELLO') {
    return (
      <Alert color="yellow" role="status" title="Documento sin sello">
        Este PDF no lleva el sello electrónico de Cumplia. Los contratos firmados se descargan sellados desde el área de
        cliente o desde el enlace de firma.
      </Alert>
    );
  }
  if (result.estado === 'AJENO') {
    return (
      <Alert color="red" role="alert" title="No es un documento de Cumplia">
        {result.motivo}
      </Alert>
    );
  }
  return (
    <Alert color="green" role="status" title="Documento íntegro y sellado por Cumplia">
      <Stack gap={6}>
        <Text size="sm">No ha cambiado desde que Cumplia lo selló ({result.certificado}).</Text>
        {result.firma && (
          <List size="sm" spacing={2}>
            <List.Item>Empresa: {`${result.firma.empresa} (${result.firma.nifCif})`}</List.Item>
            <List.Item>Documento: {result.firma.contrato}</List.Item>
            <List.Item>Firmante: {result.firma.firmante}</List.Item>
            <List.Item>Firmado el {madrid(result.firma.firmadoEl)}</List.Item>
          </List>
        )}
      </Stack>
    </Alert>
  );
}

/** /verificar-documento: anyone checks whether a contract PDF is the one sealed at signing. */
export function VerifyDocumentPage() {
  const [file, setFile] = useState<File | null>(null);
  const [result, setResult] = useState<DocumentVerification | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function verify() {
    if (!file) return;
    setBusy(true);
    setFailure(null);
    setResult(null);
    try {
      const { verifyDocument } = await request();
      setResult(await verifyDocument(file));
    } catch (error) {
      setFailure(error instanceof ApiError ? error.message : 'No se pudo comprobar el documento.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <FormPage
      title="Verificar documento"
      width={640}
      description="Compruebe si un contrato o una orden de domiciliación firmados en Cumplia son, byte a byte, el documento que Cumplia selló, y a qué firma pertenecen. El archivo solo se usa para la comprobación."
    >
      <Stack gap="md">
        <FileInput
          label="Contrato firmado (PDF)"
          placeholder="Seleccione el archivo"
          accept="application/pdf"
          value={file}
          onChange={(value) => {
            setFile(value);
            setResult(null);
            if (value) request().catch(() => {});
          }}
          leftSection={<IconFileCheck size={18} aria-hidden="true" />}
          clearable
        />
        <Button onClick={verify} disabled={!file || busy} loading={busy} w="fit-content">
          Verificar
        </Button>
        {result && <Outcome result={result} />}
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
      </Stack>
    </FormPage>
  );
}
