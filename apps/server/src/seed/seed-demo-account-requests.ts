import { DEFAULT_PROTOCOL_PRICES_CENTS, PLACEHOLDER_IBAN } from '@cumplia/domain';
import type { Config } from '../config.js';
import type { Transaction } from '../db/client.js';
import { createCompany } from '../modules/companies/index.js';
import { DEMO_AGENCIES } from './demo-data.js';

const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * 86_400_000);

const TENERIFE = 'Santa Cruz de Tenerife';

/**
 * What the consent and dispute screens show in the demo, made through the product's own paths:
 * - a company the provider's staff registered for the bakery's owner (54327891M), who has a login already: she is
 *   asked to accept it, in her area and by e-mail, and it is not in her account until she does;
 * - a web registration of the NIF/CIF of Construcciones Teno, which its agency claims too: both wait in 'Nuevas
 *   empresas' as a dispute, side by side, until staff verify one.
 */
export async function seedDemoAccountRequests(tx: Transaction, config: Config, now: Date) {
  const registeredOn = daysBefore(now, 6);
  const staffCompany = {
    razonSocial: 'Dulcería Martín Febles S.L.',
    nombreComercial: 'Dulcería Martín Febles',
    nifCif: 'B38201109',
    tipo: 'E' as const,
    nombre: 'Rosa Martín Febles',
    email: 'dulceria@panaderialalaguna.example',
    telefono: '+34612345678',
    direccion: 'Calle Herradores 20',
    codigoPostal: '38201',
    localidad: 'San Cristóbal de La Laguna',
    provincia: TENERIFE,
    cnae: '1072',
    actividad: 'Fabricación de galletas y productos de panadería y pastelería de larga duración',
    numTrabajadores: 4,
    metodoDePago: 'TRANSFERENCIA' as const,
    numCuenta: PLACEHOLDER_IBAN,
    lopdgdd: true,
    acosoLaboral: false,
    desconexionDigital: false,
  };
  await createCompany(tx, {
    company: staffCompany,
    username: '54327891M',
    agencyId: null,
    prices: DEFAULT_PROTOCOL_PRICES_CENTS,
    config,
    now: registeredOn,
    enteredBy: 'STAFF',
  });

  // Someone registers Construcciones Teno's NIF/CIF on the website, as another firm at the same address.
  const teno = DEMO_AGENCIES.flatMap((agency) => agency.companies).find((company) => company.nifCif === 'A38789012');
  if (!teno) throw new Error('Construcciones Teno is a demo client');
  await createCompany(tx, {
    company: {
      nifCif: teno.nifCif,
      tipo: teno.tipo,
      direccion: teno.direccion,
      codigoPostal: teno.codigoPostal,
      localidad: teno.localidad,
      provincia: teno.provincia,
      cnae: teno.cnae,
      actividad: teno.actividad,
      razonSocial: 'Construcciones y Reformas Teno S.A.',
      nombreComercial: 'Reformas Teno',
      nombre: 'Iván Hernández Cabrera',
      email: 'ivan.reformas@correo.example',
      telefono: '+34677001122',
      numTrabajadores: 12,
      metodoDePago: 'TRANSFERENCIA',
      numCuenta: PLACEHOLDER_IBAN,
      lopdgdd: true,
      acosoLaboral: true,
      desconexionDigital: false,
    },
    username: '44120112V',
    agencyId: null,
    prices: DEFAULT_PROTOCOL_PRICES_CENTS,
    config,
    now: daysBefore(now, 4),
    enteredBy: 'COMPANY',
  });
}
