import { formatDateTimeEs, type SepaReturnImport } from '@cumplia/domain';
import { Badge, Button, List, Modal, Paper, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { countLabel } from '../../../components/data-table/count-label';
import { DataTable } from '../../../components/data-table/data-table';
import type { DataColumn } from '../../../components/data-table/data-table-types';
import { useReturnImports } from '../api/sepa-returns-api';

const PAGE_SIZE = 10;

const columns: DataColumn<SepaReturnImport>[] = [
  { key: 'importado', header: 'Importado', cell: (row) => formatDateTimeEs(row.importado) },
  { key: 'fichero', header: 'Fichero', card: 'title', cell: (row) => row.fichero },
  { key: 'tipo', header: 'Formato', cell: (row) => row.tipo },
  { key: 'devoluciones', header: 'Devoluciones', amount: true, cell: (row) => row.devoluciones },
  {
    key: 'pendiente',
    header: 'Para revisar',
    cell: (row) => {
      const count = row.incidencias.length + row.sinCoincidencia;
      return count === 0 ? (
        <Badge variant="light" color="green" tt="none">
          Todo aplicado
        </Badge>
      ) : (
        <Badge variant="light" color="yellow" tt="none">
          {countLabel(count, 'operación', 'operaciones')}
        </Badge>
      );
    },
  },
];

/**
 * 'Ficheros del banco importados': every bank file imported, and what each left for a person to decide (returns
 * that contradict their debit, rejections of files Cumplia did not send, EndToEndIds of no debit of ours).
 */
export function ReturnImports() {
  const [page, setPage] = useState(0);
  const { data, isLoading, error } = useReturnImports(page, PAGE_SIZE);
  const [open, setOpen] = useState<SepaReturnImport | null>(null);
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={2} fz="lg" mb="sm">
        Ficheros del banco importados
      </Title>
      <DataTable
        label="Ficheros del banco importados"
        columns={columns}
        rows={data?.content}
        rowKey={(row) => row.id}
        actions={(row) =>
          row.incidencias.length + row.sinCoincidencia > 0 ? (
            <Button size="compact-sm" variant="subtle" onClick={() => setOpen(row)}>
              Ver qué revisar
            </Button>
          ) : null
        }
        page={page}
        totalPages={data?.totalPages ?? 0}
        onPage={setPage}
        isLoading={isLoading}
        error={error}
        emptyText="Aún no se ha importado ningún fichero del banco."
        minWidth={760}
      />
      <Modal opened={open !== null} onClose={() => setOpen(null)} title={open?.fichero} size="lg" centered>
        {open && (
          <>
            <Text size="sm" mb="sm">
              Mensaje {open.mensaje}. Lo que sigue no se aplicó: compruébelo con el banco y actúe sobre cada factura.
            </Text>
            <List size="sm" spacing={4}>
              {open.incidencias.map((item) => (
                <List.Item key={`${item.referencia}:${item.problema}`}>
                  <strong>{item.referencia}</strong>: {item.problema}.
                </List.Item>
              ))}
              {open.sinCoincidencia > 0 && (
                <List.Item>
                  {countLabel(open.sinCoincidencia, 'operación', 'operaciones')} sin adeudo de Cumplia que coincida.
                </List.Item>
              )}
            </List>
          </>
        )}
      </Modal>
    </Paper>
  );
}
