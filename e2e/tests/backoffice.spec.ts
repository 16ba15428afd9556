import type { Page } from '@playwright/test';
import { seriousViolations } from './accessibility';
import { expect, loginAs, test, toast } from './fixtures';

async function chooseOption(page: Page, combobox: string, option: string) {
  await page.getByRole('combobox', { name: combobox }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function closeDialog(page: Page, text: string) {
  const dialog = page.getByRole('dialog').filter({ hasText: text });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cerrar' }).click();
  await expect(dialog).toBeHidden();
}

async function fillCollaborator(page: Page, data: { nifCif: string; dni: string; name: string; email: string }) {
  await page.getByLabel('Razón social').fill(`${data.name} S.L.`);
  await page.getByLabel('NIF/CIF').fill(data.nifCif);
  await page.getByLabel('Nombre comercial').fill(data.name);
  await page.getByRole('combobox', { name: 'CNAE' }).fill('6920');
  await page.getByLabel('Actividad').fill('Asesoría fiscal, laboral y contable');
  await page.getByLabel('Nombre y apellidos del administrador').fill('Nieves Castro Rodríguez');
  await page.getByLabel('NIF del administrador').fill(data.dni);
  await page.getByLabel('Correo electrónico').fill(data.email);
  await page.getByLabel('Teléfono').fill('+34 922 333 444');
  await page.getByLabel('Dirección').fill('Avenida de Canarias 12');
  await page.getByLabel('Número de cuenta (IBAN)').fill('ES76 2077 0024 0031 0257 5766');
  await page.getByRole('button', { name: 'Añadir Protocolo' }).click();
  await chooseOption(page, 'Protocolo 1', 'LOPD');
}

test('superadmin: verifies, registers a collaborator and its user, creates and edits companies, reads the audit log', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await loginAs(page, 'superadmin');

  // Verify a new company from the home.
  const newCompanies = page.getByRole('region', { name: 'Nuevas empresas' });
  await newCompanies.getByRole('button', { name: 'Verificar Transportes GC Norte' }).click();
  await expect(toast(page, 'Transportes GC Norte ha quedado verificada.')).toBeVisible();
  await expect(newCompanies.getByText('B38334454')).toBeHidden();

  // Register a collaborator; a validation error first.
  await page.getByRole('link', { name: /Añadir colaborador/ }).click();
  await page.getByRole('button', { name: 'Añadir colaborador' }).click();
  await closeDialog(page, 'Por favor, corrija los errores en el formulario.');
  await expect(page.getByText('Razón Social es requerida.')).toBeVisible();
  await fillCollaborator(page, {
    nifCif: 'B38710018',
    dni: '56789012B',
    name: 'Asesoría Güímar',
    email: 'nieves@asesoriaguimar.example',
  });
  await page.getByLabel('Comisión (%)').fill('12,5');
  await page.getByRole('button', { name: 'Añadir colaborador' }).click();
  await closeDialog(page, 'La colaborador se ha añadido correctamente.');
  await expect(page.getByLabel('Razón social')).toHaveValue('');

  // Add a user to it, then give that user a second role.
  await page.getByRole('link', { name: 'Usuarios', exact: true }).click();
  await page.getByLabel('Cif / Nif del colaborador').fill('B38710018');
  await page.getByRole('button', { name: 'Usuarios de Asesoría Güímar' }).click();
  await page.getByRole('menuitem', { name: 'Agregar Usuario' }).click();
  const addUser = page.getByRole('dialog', { name: 'Agregar Nuevo Usuario' });
  await addUser.getByRole('button', { name: 'Agregar' }).click();
  await expect(addUser.getByText('El campo NIF del usuario es obligatorio.')).toBeVisible();
  await addUser.getByLabel('NIF del usuario').fill('67890123B');
  await addUser.getByLabel('Nombre completo').fill('Pablo Díaz Reyes');
  await addUser.getByLabel('Email').fill('pablo@asesoriaguimar.example');
  await addUser.getByRole('button', { name: 'Agregar' }).click();
  await expect(toast(page, 'Usuario añadido a Asesoría Güímar')).toBeVisible();
  await page.getByRole('button', { name: 'Usuarios de Asesoría Güímar' }).click();
  await page.getByRole('link', { name: 'Editar pablo@asesoriaguimar.example' }).click();
  await expect(page.getByRole('heading', { name: 'Datos de Usuario' })).toBeVisible();
  await expect(page.getByLabel('Usuario (NIF)')).toHaveValue('67890123B');
  await page.getByRole('checkbox', { name: 'Empresa cliente' }).check();
  await page.getByRole('button', { name: 'Guardar Cambios' }).click();
  await expect(toast(page, 'Datos de usuario actualizados exitosamente.')).toBeVisible();
  // A collaborator's login cannot also be the provider's superadmin: said before anything is asked or saved.
  await page.getByRole('checkbox', { name: 'Superadministrador' }).check();
  await page.getByRole('button', { name: 'Guardar Cambios' }).click();
  await expect(page.getByText(/no puede ser también colaborador ni empresa cliente/)).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Conceder el rol de superadministrador' })).toBeHidden();
  await page.getByRole('checkbox', { name: 'Superadministrador' }).uncheck();

  // Create a company with two protocols.
  await page.goto('/anadirclienteempresasuperadmin');
  await page.getByLabel('Razón social').fill('Bodegas Abona S.L.');
  await page.getByLabel('NIF/CIF').fill('B38710026');
  await page.getByLabel('Nombre comercial').fill('Bodegas Abona');
  await page.getByRole('combobox', { name: 'CNAE' }).fill('1102');
  await page.getByLabel('Actividad').fill('Elaboración de vinos');
  await page.getByLabel('Nombre y apellidos del administrador').fill('Tomás Frías León');
  await page.getByLabel('NIF del usuario').fill('71234567W');
  await page.getByLabel('Correo electrónico').fill('tomas@bodegasabona.example');
  await page.getByLabel('Teléfono').fill('+34 655 111 222');
  await page.getByLabel('Dirección').fill('Camino La Estrella 3');
  await page.getByLabel('Código postal').fill('38580');
  await page.getByLabel('Localidad').fill('Arico');
  await page.getByLabel('Provincia').fill('Santa Cruz de Tenerife');
  await page.getByLabel('Número de cuenta (IBAN)').fill('ES76 2077 0024 0031 0257 5766');
  await page.getByRole('button', { name: 'Añadir Protocolo' }).click();
  await chooseOption(page, 'Protocolo 1', 'LOPD');
  await page.getByRole('button', { name: 'Añadir Protocolo' }).click();
  await chooseOption(page, 'Protocolo 2', 'DESCONEXIÓN');
  await expect(page.getByLabel('Precio (€ sin impuestos)').nth(1)).toHaveValue('90');
  await page.getByRole('button', { name: 'Alta', exact: true }).click();
  await closeDialog(page, 'Empresa creada exitosamente en el sistema.');

  // Switch a third tool on with its price.
  await page.getByRole('link', { name: 'Empresas', exact: true }).click();
  await page.getByLabel('CIF/NIF').fill('B38710026');
  const row = page.getByRole('row', { name: /B38710026/ });
  await expect(row).toContainText('LOPDGDD, Desconexión digital');
  await row.getByRole('button', { name: 'Herramientas de Bodegas Abona' }).click();
  await page.getByRole('checkbox', { name: 'Acoso laboral' }).click();
  const activate = page.getByRole('dialog', { name: 'Activar herramienta' });
  await activate.getByRole('button', { name: 'Activar' }).click();
  await expect(activate.getByText('El precio es requerido y debe ser mayor a 0')).toBeVisible();
  await activate.getByLabel('Precio (€ sin impuestos)').fill('85');
  await activate.getByRole('button', { name: 'Activar' }).click();
  await expect(row).toContainText('LOPDGDD, Acoso laboral, Desconexión digital');

  // Edit it.
  await row.getByRole('link', { name: 'Editar Bodegas Abona' }).click();
  await expect(page.getByText('Precios de Protocolos')).toBeVisible();
  await expect(page.getByText('85,00 €')).toBeVisible();
  await page.getByLabel('Nombre comercial').fill('Bodegas Abona Sur');
  await page.getByRole('button', { name: 'Guardar Cambios' }).click();
  await closeDialog(page, 'La empresa ha sido actualizada correctamente.');
  await expect(page).toHaveURL(/\/listarempresasadmin/);

  // The changes are in the audit log.
  await page.getByRole('link', { name: 'Registro de cambios' }).click();
  const latest = page.getByRole('row').nth(1);
  await expect(latest).toContainText('Edición de empresa');
  await expect(latest).toContainText('Nombre comercial: antes Bodegas Abona, ahora Bodegas Abona Sur.');
  await expect(page.getByRole('row', { name: /Cambio de herramientas/ }).first()).toContainText(
    'Acoso laboral: antes No, ahora Sí.',
  );
});

test('worker: registers a collaborator with a listed commission, switches a tool and edits a company', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await loginAs(page, 'worker');
  await page.getByRole('link', { name: /Añadir colaborador/ }).click();
  await fillCollaborator(page, {
    nifCif: 'B38710034',
    dni: '72345678Y',
    name: 'Gestoría Icod',
    email: 'nieves@gestoriaicod.example',
  });
  await chooseOption(page, 'Comisión (%)', '10 %');
  await page.getByRole('button', { name: 'Añadir colaborador' }).click();
  await closeDialog(page, 'La colaborador se ha añadido correctamente.');
  await page.getByRole('link', { name: 'Colaboradores', exact: true }).click();
  await expect(page.getByRole('row', { name: /Gestoría Icod/ })).toContainText('10');

  await page.getByRole('link', { name: 'Empresas', exact: true }).click();
  await expect(page).toHaveURL(/\/worker-editar-cliente-listado/);
  await page.getByLabel('CIF/NIF').fill('42389176S');
  const row = page.getByRole('row', { name: /42389176S/ });
  await expect(row).toContainText('LOPDGDD, Desconexión digital');
  await row.getByRole('button', { name: /Herramientas de/ }).click();
  await page.getByRole('checkbox', { name: 'Acoso laboral' }).click();
  await page.getByRole('dialog', { name: 'Confirmar cambio' }).getByRole('button', { name: 'Confirmar' }).click();
  await expect(row).toContainText('LOPDGDD, Acoso laboral, Desconexión digital');

  await row.getByRole('link', { name: /^Editar / }).click();
  await expect(page).toHaveURL(/\/worker-editar-cliente-empresa\?cifNif=42389176S/);
  await page
    .getByRole('radiogroup', { name: 'Método de pago' })
    .getByRole('radio', { name: 'Adeudo Bancario' })
    .check();
  await page.getByRole('button', { name: 'Guardar Cambios' }).click();
  await expect(page.getByText('El número de cuenta es requerido para pagos SEPA')).toBeVisible();
  await page.getByLabel('Número de cuenta (IBAN)').fill('ES76 2077 0024 0031 0257 5766');
  await page.getByRole('button', { name: 'Guardar Cambios' }).click();
  await closeDialog(page, 'La empresa ha sido actualizada correctamente.');
  await expect(page).toHaveURL(/\/worker-editar-cliente-listado/);
});

test('the superadmin tours the back office (each screen with its heading, none with serious accessibility violations), verifies a selection of new companies, reads a company record and the client board of every agency', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  await loginAs(page, 'superadmin');
  const found: Record<string, string[]> = {};
  for (const path of [
    '/iniciosuperadmin',
    '/anadirclienteempresasuperadmin',
    '/anadircolaboradorsuperadmin',
    '/anadirusuariosuperadmin',
    '/editargestoriaslistado',
    '/detalleempresa?gestoriaId=1',
    '/listarempresasadmin',
    '/editarempresasuperadmin?id=1',
    '/fichaempresa?id=1',
    '/auditoria',
    '/proteccion-datos',
    '/trabajos-detenidos',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const violations = await seriousViolations(page);
    if (violations.length > 0) found[path] = violations;
  }
  expect(found).toEqual({});

  // Bulk verification from the home's new companies.
  await page.goto('/iniciosuperadmin');
  const newCompanies = page.getByRole('region', { name: 'Nuevas empresas' });
  const table = newCompanies.getByRole('table');
  await expect(table.locator('tbody tr').first()).toBeVisible();
  const before = await table.locator('tbody tr').count();
  expect(before).toBeGreaterThan(1);
  // Sign-ups not completed yet ('Alta sin completar') have nothing to verify: the first two that do are chosen.
  const ready = table.locator('tbody tr').filter({ hasNotText: 'Alta sin completar' });
  const first = ready.nth(0);
  const second = ready.nth(1);
  const nifs = [await first.locator('td').nth(2).textContent(), await second.locator('td').nth(2).textContent()];
  // Each row says whether its contracts are signed, and its name leads to the company's record.
  await expect(table.getByText(/^(Contratos firmados|Firma pendiente|Sin servicios)$/).first()).toBeVisible();
  await expect(first.getByRole('link')).toHaveAttribute('href', /\/fichaempresa\?id=\d+$/);
  await first.getByRole('checkbox').check();
  await second.getByRole('checkbox').check();
  await expect(newCompanies.getByText('2 seleccionadas')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('superadmin-selection-1366.png'), fullPage: true });
  expect(await seriousViolations(page)).toEqual([]);
  await newCompanies.getByRole('button', { name: 'Verificar seleccionadas' }).click();
  await expect(toast(page, '2 empresas han quedado verificadas.')).toBeVisible();
  for (const nif of nifs) await expect(table.getByText(nif ?? '', { exact: true })).toHaveCount(0);
  await expect(newCompanies.getByText(/seleccionadas?$/)).toHaveCount(0);

  // A company record: its profile, its obligations and the versions of the protocols it was given.
  await page.goto('/listarempresasadmin');
  await page.getByLabel('CIF/NIF').fill('B38901237');
  await page.getByRole('link', { name: 'Ver detalle de Hotel Playa Amadores' }).click();
  await expect(page.getByText('Versiones de los protocolos entregados')).toBeVisible();
  const obligations = page.locator('.mantine-Paper-root', { hasText: 'Obligaciones según su plantilla y sector' });
  await expect(obligations).toContainText('Medidas planificadas LGTBI');
  await page.screenshot({ path: testInfo.outputPath('staff-record-1366.png'), fullPage: true });
  await page.getByRole('link', { name: 'Revisar perfil de cumplimiento' }).click();
  await expect(page).toHaveURL(/\/perfilcumplimientoadmin\?id=\d+/);
  await expect(page.getByLabel('Ubicación de las cámaras')).toBeVisible();

  // The client board of every agency, each client saying whose it is, narrowed to one agency and one state.
  await page.goto('/clientesadmin');
  await expect(page.getByRole('heading', { name: 'Tablero de clientes' })).toBeVisible();
  const clients = page.locator('main [data-client-name]');
  await expect(clients.first()).toBeVisible();
  await expect(page.getByText('Asesoría Teide').first()).toBeVisible();
  await expect(page.getByText('Gestoría Atlántica').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('combobox', { name: 'Gestoría' }).fill('Atlántica');
  await page.getByRole('option', { name: 'Gestoría Atlántica' }).click();
  await expect(page).toHaveURL(/gestoria=\d+/);
  const returned = page.getByRole('button', { name: 'Recibo devuelto', exact: true });
  await returned.click();
  await expect(returned).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(/estado=reciboDevuelto/);
  await expect.poll(() => clients.allInnerTexts()).toEqual(['Panadería La Laguna']);
});

test('the worker retries a stopped background item after a confirmation, and the list says nothing waits', async ({
  page,
}) => {
  await loginAs(page, 'worker');
  await page.getByRole('link', { name: 'Trabajos detenidos' }).click();
  const table = page.getByRole('table', { name: 'Trabajos detenidos' });
  const reminder = table.getByRole('row', { name: /Recordatorio del alta por SMS/ });
  await expect(reminder).toContainText('Se ha alcanzado el máximo de SMS a este teléfono por hoy');
  await expect(reminder).toContainText('8');
  await reminder.getByRole('button', { name: /^Reintentar/ }).click();
  const dialog = page.getByRole('dialog', { name: '¿Reintentar este trabajo?' });
  await expect(dialog).toContainText('con sus intentos contados desde cero');
  await dialog.getByRole('button', { name: 'Reintentar ahora' }).click();
  await expect(toast(page, /Trabajo puesto de nuevo en marcha/)).toBeVisible();
  await expect(page.getByText(/No hay trabajos detenidos/)).toBeVisible();
});
