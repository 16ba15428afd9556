import { Select } from '@mantine/core';
import { IconBuilding } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { paths } from '../../../lib/paths';
import { chooseCompany } from '../../../lib/session-storage';
import { useMyCompanies, useMyCompany } from '../api/company-area-api';

/**
 * 'Empresa': for a person who administers several companies, which one the area shows. Choosing another reloads
 * every view for it and goes back to its home. Hidden for the usual single company.
 */
export function CompanySwitcher() {
  const { data: choices } = useMyCompanies();
  const { data: current } = useMyCompany();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  if (!choices || choices.length < 2 || !current) return null;

  const choose = (value: string | null) => {
    if (!value || Number(value) === current.id) return;
    chooseCompany(Number(value));
    void queryClient.resetQueries();
    void navigate(paths.company.home);
  };

  return (
    <Select
      aria-label="Empresa"
      data-testid="company-switcher"
      leftSection={<IconBuilding size={16} aria-hidden="true" />}
      data={choices.map((choice) => ({ value: String(choice.id), label: `${choice.razonSocial} · ${choice.nifCif}` }))}
      value={String(current.id)}
      onChange={choose}
      allowDeselect={false}
      w={{ base: 180, sm: 360 }}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
