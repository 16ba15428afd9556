import { Group, type MantineBreakpoint, Text } from '@mantine/core';
import { Link } from 'react-router';

/** The Cumplia mark (a C closing on a tick) and wordmark, as inline SVG: no third-party image hosting. */
export function Logo({
  size = 32,
  inverted = false,
  wordmarkFrom,
}: {
  size?: number;
  inverted?: boolean;
  /** Below this width only the mark shows (a header that also holds a control). */
  wordmarkFrom?: MantineBreakpoint | undefined;
}) {
  return (
    <Group gap={8} wrap="nowrap" aria-label="Cumplia">
      <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
        <rect width="64" height="64" rx="14" fill={inverted ? '#ffffff' : '#0e5a66'} />
        <path
          d="M44 21.5A15 15 0 1 0 44 42.5"
          fill="none"
          stroke={inverted ? '#0e5a66' : '#ffffff'}
          strokeWidth="7"
          strokeLinecap="round"
        />
        <path
          d="M27 32.5l5 5 10-11"
          fill="none"
          stroke="#f08a3c"
          strokeWidth="6"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <Text
        component="span"
        fw={700}
        fz={size * 0.66}
        c={inverted ? 'white' : 'cumplia.8'}
        lh={1}
        style={{ letterSpacing: '-0.02em' }}
        {...(wordmarkFrom ? { visibleFrom: wordmarkFrom } : {})}
      >
        Cumplia
      </Text>
    </Group>
  );
}

/** The logo as the link home: the landing page in the public site, the area's home inside an area (`to`). */
export function LogoLink({
  size = 30,
  wordmarkFrom,
  to = '/',
}: {
  size?: number;
  wordmarkFrom?: MantineBreakpoint;
  to?: string;
}) {
  return (
    <Link
      to={to}
      aria-label={to === '/' ? 'Cumplia, ir a la página principal' : 'Cumplia, ir al inicio de su área'}
      style={{ textDecoration: 'none', display: 'inline-flex' }}
    >
      <Logo size={size} wordmarkFrom={wordmarkFrom} />
    </Link>
  );
}
