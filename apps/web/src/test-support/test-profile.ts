import { type ComplianceProfile, defaultComplianceProfile } from '@cumplia/domain';

/** The demo bakery's saved compliance profile: four people, its sector's answers and a confidential adviser. */
export const bakeryProfile: ComplianceProfile = {
  ...defaultComplianceProfile({
    cnae: '1071',
    numTrabajadores: 4,
    direccion: 'Calle Herradores 18',
    codigoPostal: '38201',
    localidad: 'San Cristóbal de La Laguna',
    provincia: 'Santa Cruz de Tenerife',
  }),
  asesorConfidencial: 'Carmen Díaz Rodríguez',
  comisionInstructora: ['Rosa Martín Febles', 'Lidia Pérez Hernández'],
  canalEmail: 'canal@panaderialalaguna.example',
};
