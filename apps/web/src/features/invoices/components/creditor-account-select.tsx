import { formatIban } from '@cumplia/domain';
import { Select } from '@mantine/core';

/** 'Cuenta de abono': one of the two creditor accounts SEPA files may collect into. */
export function CreditorAccountSelect({
  accounts,
  value,
  onChange,
  w,
}: {
  accounts: string[];
  value: string | null;
  onChange(account: string | null): void;
  w?: number;
}) {
  return (
    <Select
      label="Cuenta de abono"
      data={accounts.map((iban) => ({ value: iban, label: formatIban(iban) }))}
      value={value}
      onChange={onChange}
      allowDeselect={false}
      w={w}
    />
  );
}
