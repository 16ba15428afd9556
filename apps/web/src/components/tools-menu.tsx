import { ActionIcon, Checkbox, Group, Menu, Text } from '@mantine/core';
import { IconAdjustments } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { TOOLS, type ToolKey, toolNames } from './tool-names';

type Tool = (typeof TOOLS)[number];

/**
 * A company list's Tools cell: the active tool names (or the caller's `label`) and a menu with one checkbox per
 * tool (the list asks for confirmation or a price); `extraItems` add entries such as 'Alta múltiple'.
 */
export function ToolsMenu({
  company,
  onToggle,
  extraItems,
  label,
}: {
  company: Record<ToolKey, boolean> & { nombreComercial: string };
  onToggle(tool: Tool, enable: boolean): void;
  extraItems?: ReactNode;
  label?: ReactNode;
}) {
  return (
    <Group gap="xs" wrap="nowrap">
      {label ?? <Text size="sm">{toolNames(company) || '—'}</Text>}
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon variant="subtle" aria-label={`Herramientas de ${company.nombreComercial}`}>
            <IconAdjustments size={18} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          {TOOLS.map((tool) => (
            <Menu.Item key={tool.key} component="div">
              <Checkbox
                label={tool.label}
                checked={company[tool.key]}
                onChange={(event) => onToggle(tool, event.currentTarget.checked)}
              />
            </Menu.Item>
          ))}
          {extraItems}
        </Menu.Dropdown>
      </Menu>
    </Group>
  );
}
