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
  await page.getByLabel('CNAE').fill('6920');
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
  await expect(addUser.getByText('El campo Username es obligatorio.')).toBeVisible();
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
  await page.getByLabel('CNAE').fill('1102');
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

test('granting superadmin to a worker asks first, naming what the role gives, and "No conceder" saves nothing', async ({
  page,
}) => {
  await loginAs(page, 'superadmin');
  // The demo's second login is its worker.
  await page.goto('/editarusuario?id=2');
  await expect(page.getByLabel('Usuario (NIF)')).toHaveValue('78451236F');
  const superadmin = page.getByRole('checkbox', { name: 'Superadministrador' });
  await expect(superadmin).not.toBeChecked();
  await superadmin.check();
  await page.getByRole('button', { name: 'Guardar Cambios' }).click();
  const grant = page.getByRole('dialog', { name: 'Conceder el rol de superadministrador' });
  await expect(grant).toContainText('podrá ver y cambiar todos los datos de Cumplia');
  await expect(grant.getByRole('button', { name: 'Conceder y guardar' })).toBeVisible();
  await grant.getByRole('button', { name: 'No conceder' }).click();
  await expect(grant).toBeHidden();
  await page.reload();
  await expect(page.getByLabel('Usuario (NIF)')).toHaveValue('78451236F');
  await expect(page.getByRole('checkbox', { name: 'Superadministrador' })).not.toBeChecked();
});

test('the back-office screens have a heading and no serious accessibility violations', async ({ page }) => {
  test.setTimeout(120_000);
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
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const violations = await seriousViolations(page);
    if (violations.length > 0) found[path] = violations;
  }
  expect(found).toEqual({});
});

test('the audit log filters by a day picked in the Spanish calendar and by a date typed dd/mm/aaaa', async ({
  page,
}) => {
  await loginAs(page, 'superadmin');
  await page.getByRole('link', { name: 'Registro de cambios', exact: true }).click();
  const table = page.getByRole('table', { name: 'Registro de cambios' });
  await expect(table.getByRole('row', { name: /Edición de empresa/ }).first()).toBeVisible();

  const now = new Date();
  const inMadrid = (options: Intl.DateTimeFormatOptions, date = now) =>
    new Intl.DateTimeFormat('es-ES', { timeZone: 'Europe/Madrid', ...options }).format(date);
  const monthTitle = (date: Date) => `${inMadrid({ month: 'long' }, date)} ${inMadrid({ year: 'numeric' }, date)}`;
  const lastMonth = new Date(now.getTime() - 31 * 86_400_000);

  // The calendar opens on this month, in Spanish, weeks from Monday; a click on today picks it.
  const desde = page.getByLabel('Desde', { exact: true });
  await desde.click();
  const calendar = page.locator('[data-dates-dropdown]');
  await expect(calendar).toBeVisible();
  await expect(calendar.locator('thead th').first()).toHaveText('lu');
  await expect(calendar).toContainText(monthTitle(now));
  expect(await seriousViolations(page)).toEqual([]);
  await calendar.getByRole('button', { name: 'Mes anterior' }).click();
  await expect(calendar).toContainText(monthTitle(lastMonth));
  await calendar.getByRole('button', { name: 'Mes siguiente' }).click();
  await calendar.getByRole('button', { name: inMadrid({ dateStyle: 'long' }), exact: true }).click();
  await expect(calendar).toBeHidden();
  await expect(desde).toHaveValue(inMadrid({ day: '2-digit', month: '2-digit', year: 'numeric' }));
  await expect(table.getByRole('row', { name: /Edición de empresa/ }).first()).toBeVisible();

  // Typed with the keyboard: a day that does not exist is refused, a real one filters.
  const hasta = page.getByLabel('Hasta', { exact: true });
  await hasta.pressSequentially('31/02/2020');
  await page.keyboard.press('Tab');
  await expect(page.getByText('Fecha no válida: escríbala como dd/mm/aaaa.')).toBeVisible();
  await expect(hasta).toHaveValue('');
  await expect(hasta).toHaveAttribute('aria-invalid', 'true');
  await hasta.pressSequentially('01/01/2020');
  await page.keyboard.press('Tab');
  await expect(hasta).toHaveValue('01/01/2020');
  await expect(page.getByText('No hay cambios registrados con estos filtros.')).toBeVisible();
  await page.getByRole('button', { name: 'Borrar fecha (Hasta)' }).click();
  await expect(hasta).toHaveValue('');
  await expect(table.getByRole('row', { name: /Edición de empresa/ }).first()).toBeVisible();
});
