import { expect, loginAs, test } from './fixtures';

const SHOTS = '/tmp/shots';

test('superadmin screens', async ({ page }) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  await loginAs(page, 'superadmin');
  await page.waitForTimeout(800);
  await page.screenshot({ path: `${SHOTS}/01-home.png`, fullPage: true });
  for (const [name, url] of [
    ['02-add-company', '/anadirclienteempresasuperadmin'],
    ['03-add-collaborator', '/anadircolaboradorsuperadmin'],
    ['04-users', '/anadirusuariosuperadmin'],
    ['05-collaborators', '/editargestoriaslistado'],
    ['06-companies', '/listarempresasadmin'],
    ['07-audit', '/auditoria'],
  ]) {
    await page.goto(url as string);
    await page.waitForTimeout(1200);
    await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
  }
  await page.goto('/editargestoriaslistado');
  await page.getByRole('link', { name: 'Ver detalle' }).first().click();
  await page.waitForTimeout(1200);
  await page.screenshot({ path: `${SHOTS}/08-collaborator-detail.png`, fullPage: true });
  await page.goto('/listarempresasadmin');
  await page.getByRole('link', { name: /Ver detalle de Talleres/ }).click();
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `${SHOTS}/09-company-detail.png`, fullPage: true });
  await page.goto('/listarempresasadmin');
  await page.getByRole('link', { name: /Editar Talleres/ }).click();
  await page.waitForTimeout(1200);
  await page.screenshot({ path: `${SHOTS}/10-company-edit.png`, fullPage: true });
  await page.goto('/anadirusuariosuperadmin');
  await page.getByRole('button', { name: /Usuarios de/ }).first().click();
  await page.waitForTimeout(500);
  await page.screenshot({ path: `${SHOTS}/11-users-menu.png` });
  await page.getByRole('link', { name: /^Editar / }).first().click();
  await page.waitForTimeout(1200);
  await page.screenshot({ path: `${SHOTS}/12-edit-user.png`, fullPage: true });
  await page.goto('/anadirclienteempresasuperadmin');
  await page.getByRole('button', { name: 'Alta', exact: true }).click();
  await page.waitForTimeout(500);
  await page.screenshot({ path: `${SHOTS}/13-add-company-errors.png`, fullPage: true });
  expect(true).toBe(true);
});

test('worker screens', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  await loginAs(page, 'worker');
  await page.waitForTimeout(800);
  await page.screenshot({ path: `${SHOTS}/20-worker-home.png`, fullPage: true });
  for (const [name, url] of [
    ['21-worker-add-collaborator', '/worker-anadir-gestoria'],
    ['22-worker-companies', '/worker-editar-cliente-listado'],
    ['23-worker-collaborators', '/worker-editar-gestorias-listado'],
    ['24-worker-edit', '/worker-editar-cliente-empresa?cifNif=B38567897'],
  ]) {
    await page.goto(url as string);
    await page.waitForTimeout(1200);
    await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
  }
});
